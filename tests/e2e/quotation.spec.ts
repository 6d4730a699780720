/**
 * Quoted work is frozen; what is typed is kept (issue 6), in the real renderer against the real
 * server: a quoted RFQ opens read-only and Renew makes it editable again; typed work in the
 * quotation and in a dialog comes back after a reload and after a forced end of session, Escape
 * in a filled dialog asks, a deliberate log-out asks and clears; a margin of −500 % is named as it
 * is typed and prices nothing; an order is cancelled without a comment.
 */
import type { Paginated } from '../../src-shared/api/results.ts';
import type { OrderDetail, OrderListItem } from '../../src-shared/api/order.ts';
import type { RfqDetail, RfqListItem } from '../../src-shared/api/rfq.ts';
import { colleague, expect, rfqRows, test, toast, type App } from './fixtures.ts';

/** Opens an RFQ as a user would: the RFQs area, its list's tab, a search, the row. */
async function openRfq(app: App, rfq: RfqListItem) {
  const { page } = app;
  await app.openArea('RFQs');
  const tab = rfq.in_archive ? 'archive' : rfq.in_work ? 'in_work' : 'not_in_work';
  await page.locator(`[data-tab="${tab}"]`).click();
  await page.getByLabel('Search RFQs').fill(rfq.number);
  await page.locator(`[data-testid="table-row"][data-row-id="${rfq.id}"]`).click();
  await expect(page.getByTestId('rfq-number')).toHaveText(rfq.number);
}

/** An RFQ of a list, with positions, that no other spec of this run uses (the last of the page). */
async function anRfq(app: App, list: string, filter: (rfq: RfqListItem) => boolean) {
  const page = await app.apiGet<Paginated<RfqListItem>>(`sales/rfq/?list=${list}&page_size=30`);
  const found = page.results.filter((rfq) => rfq.positions_count > 0 && filter(rfq)).at(-1);
  expect(found, `an RFQ in ${list}`).toBeDefined();
  return found!;
}

test('a quoted RFQ opens read-only, and Renew makes it editable again', async ({ app }) => {
  const page = await app.signIn('sales');
  const rfq = await anRfq(app, 'archive', (item) => item.activity_status === 'quoted');
  await openRfq(app, rfq);

  const line = page.getByTestId('rfq-read-only');
  await expect(line).toContainText(
    `${rfq.number} is quoted: it is read-only. Renew it to change it.`,
  );
  // No editing control at all.
  await expect(page.getByRole('textbox', { name: 'Add positions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit quotation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create KP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit position/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete position/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete KP/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose offer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Need offers', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New offer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show quotation' }).click();
  await expect(page.getByRole('button', { name: 'Save quotation' })).toHaveCount(0);
  await expect(page.getByLabel('RFQ margin, %')).toBeDisabled();
  await app.screenshot('60-rfq-quoted-read-only');

  // Renew is the way back, on one click.
  await line.getByRole('button', { name: 'Renew' }).click();
  await expect(toast(page, 'success', 'Successful renewal')).toBeVisible();
  await expect(page.getByTestId('rfq-read-only')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Add positions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create KP' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit position/ }).first()).toBeVisible();
  const renewed = await app.apiGet<RfqDetail>(`sales/rfq/${rfq.id}/`);
  expect(renewed).toMatchObject({ in_work: true, in_archive: false, activity_status: 'renewed' });
});

test('typed work comes back after a reload: the quotation and a dialog', async ({ app }) => {
  const page = await app.signIn('sales');
  const rfq = await anRfq(app, 'in_work', () => true);
  await openRfq(app, rfq);

  // The quotation working copy.
  await page.getByRole('button', { name: 'Edit quotation' }).click();
  await page.getByLabel('RFQ margin, %').fill('27');
  await page.getByLabel('Quotation name').fill('Kept through a reload');
  await expect(page.getByTestId('unsaved')).toBeVisible();

  // A dialog: the position's comment and quantity.
  await page.getByRole('button', { name: 'Edit position 1' }).click();
  const dialog = page.getByTestId('position-dialog');
  await dialog.getByLabel('Comment').fill('Typed, then the window was reloaded');
  await dialog.getByLabel('Quantity').fill('7');

  await page.reload();
  await expect(page.getByTestId('rfq-number')).toHaveText(rfq.number);
  await expect(page.getByTestId('unsaved')).toHaveText('Unsaved changes, brought back');
  await expect(page.getByLabel('RFQ margin, %')).toHaveValue('27');
  await expect(page.getByLabel('Quotation name')).toHaveValue('Kept through a reload');

  await page.getByRole('button', { name: 'Edit position 1' }).click();
  await expect(dialog.getByTestId('draft-restored')).toBeVisible();
  await expect(dialog.getByLabel('Comment')).toHaveValue('Typed, then the window was reloaded');
  await expect(dialog.getByLabel('Quantity')).toHaveValue('7');
  await app.screenshot('61-dialog-draft-restored');

  // Escape in a filled dialog asks; keeping goes on editing, discarding throws it away.
  await page.keyboard.press('Escape');
  const discard = page.getByTestId('discard-dialog');
  await expect(discard).toBeVisible();
  await expect(discard).toContainText('Discard your changes?');
  await app.screenshot('62-discard-changes');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toHaveCount(0);
  await expect(dialog.getByLabel('Quantity')).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit position 1' }).click();
  await expect(dialog.getByTestId('draft-restored')).toHaveCount(0);
  await expect(dialog.getByLabel('Quantity')).not.toHaveValue('7');
  // Nothing typed: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Saved, the quotation draft is gone: a reload shows what the server has.
  await page.getByRole('button', { name: 'Save quotation' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('rfq-number')).toHaveText(rfq.number);
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  const saved = await app.apiGet<RfqDetail>(`sales/rfq/${rfq.id}/`);
  expect(saved.quotation.marginByUserInRFQHead).toBe(27);
  expect(saved.text.rfqNameByUser).toBe('Kept through a reload');
});

test('a session ended by the server keeps typed work; Log out asks, then clears it', async ({
  app,
}) => {
  const { page } = app;
  const rfqsArea = () =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RFQs' }).click();
  await app.signIn('sales');
  const rfq = await anRfq(app, 'in_work', (item) => item.kp_count === 0);
  await openRfq(app, rfq);
  await page.getByRole('button', { name: 'Edit quotation' }).click();
  await page.getByLabel('Treaty number').fill('TR-KEPT-1');
  // A new RFQ being typed in a dialog, too.
  await rfqsArea();
  await page.getByRole('button', { name: 'New RFQ' }).click();
  const create = page.getByTestId('rfq-create-dialog');
  await create.getByLabel('Comment').fill('Half-typed request');

  // The server ends the session (log out everywhere, from another window): the next call is 401.
  await app.sessionEndedElsewhere('sales');

  // Signed in again: both come back.
  await app.signIn('sales');
  await openRfq(app, rfq);
  await expect(page.getByTestId('unsaved')).toHaveText('Unsaved changes, brought back');
  await expect(page.getByLabel('Treaty number')).toHaveValue('TR-KEPT-1');
  await rfqsArea();
  await page.getByRole('button', { name: 'New RFQ' }).click();
  await expect(create.getByTestId('draft-restored')).toBeVisible();
  await expect(create.getByLabel('Comment')).toHaveValue('Half-typed request');

  // A deliberate log-out asks, then takes the drafts with it.
  await page.reload();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  const ask = page.getByTestId('logout-dialog');
  await expect(ask).toContainText(
    'Logging out discards your unsaved work kept on this computer (2 drafts).',
  );
  await app.screenshot('63-logout-asks');
  await ask.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await app.signIn('sales');
  await openRfq(app, rfq);
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  await rfqsArea();
  await page.getByRole('button', { name: 'New RFQ' }).click();
  await expect(create.getByLabel('Comment')).toHaveValue('');
  await expect(create.getByTestId('draft-restored')).toHaveCount(0);
});

test('a margin of −500 % is named as it is typed, prices nothing, and Create KP says why', async ({
  app,
}) => {
  const page = await app.signIn('sales');
  const rfq = await anRfq(app, 'in_work', (item) => item.kp_count > 0);
  await openRfq(app, rfq);
  await page.getByRole('button', { name: 'Edit quotation' }).click();
  await page.getByLabel('RFQ margin, %').fill('-500');
  const field = page.locator('.field', { has: page.getByLabel('RFQ margin, %') });
  await expect(field.getByTestId('field-error')).toHaveText('The margin is 0 to 1,000 %.');
  await expect(page.getByTestId('totals-problem')).toContainText(
    'Correct the quotation: The margin is 0 to 1,000 %.',
  );
  // No total at all rather than a negative one.
  await expect(page.getByTestId('total')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create KP' })).toBeDisabled();
  await expect(page.getByTestId('create-kp-blocked')).toHaveText('Correct the quotation first.');
  // Unsaved changes hold Quote back, and say so.
  await expect(page.getByTestId('action-finish')).toBeDisabled();
  await expect(page.getByTestId('quote-blocked')).toHaveText(
    'Save or close the quotation before quoting.',
  );
  await app.screenshot('64-margin-refused-as-typed');
  // A margin it does not have yet, so the quotation stays changed.
  const before = await app.apiGet<RfqDetail>(`sales/rfq/${rfq.id}/`);
  await page
    .getByLabel('RFQ margin, %')
    .fill(before.quotation.marginByUserInRFQHead === 33 ? '34' : '33');
  await expect(field.getByTestId('field-error')).toHaveCount(0);
  await expect(page.getByTestId('total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create KP' })).toBeEnabled();
  await page.getByRole('button', { name: 'Close quotation' }).click();
  await page
    .getByTestId('close-quotation-dialog')
    .getByRole('button', { name: 'Close without saving' })
    .click();
  // Clean again, Quote acts on one click.
  await page.getByTestId('action-finish').click();
  await expect(toast(page, 'success', 'Successful quoted')).toBeVisible();
  await expect(page.getByTestId('rfq-read-only')).toBeVisible();
});

test('an order is cancelled without a comment, after being asked', async ({ app }) => {
  const page = await app.signIn('sales');
  const open = await app.apiGet<Paginated<OrderListItem>>('sales/summary_order/?page_size=30');
  const order = open.results.at(-1)!;
  await app.openArea('Orders');
  await page.getByLabel('Search orders').fill(order.number);
  await page.locator(`[data-testid="table-row"][data-row-id="${order.id}"]`).click();
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByTestId('order-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  const canceled = await app.apiGet<OrderDetail>(`sales/order/${order.id}/`);
  expect(canceled).toMatchObject({ archive: true, cancel_comment: '' });
  expect(canceled.status.name).toBe('Canceled');
});

test('renewing many is all or nothing: one renewed meanwhile, none renewed', async ({ app }) => {
  const rows = await rfqRows(app, 'archive', 2);
  const page = app.page;
  const [first, second] = await Promise.all(
    [0, 1].map(async (n) => Number(await rows.nth(n).getAttribute('data-row-id'))),
  );
  const row = (id: number) => page.locator(`[data-testid="table-row"][data-row-id="${id}"]`);
  await row(first!).getByTestId('row-select').check();
  await row(second!).getByTestId('row-select').check();

  // A colleague renews the second one first.
  const renewed = await colleague(page, 'PATCH', `rfq/${second}/get_from_archive/`);
  expect(renewed.status).toBe(200);

  await page.getByTestId('bulk-renew').click();
  await expect(page.getByTestId('bulk-refusal')).toContainText(
    'Nothing was changed: 1 of 2 RFQs cannot be renewed.',
  );
  // The first one, which could have been renewed, was not: all or nothing.
  expect(await app.apiGet<RfqDetail>(`sales/rfq/${first}/`)).toMatchObject({ in_archive: true });
  await row(second!).getByTestId('row-select').uncheck();
  await page.getByTestId('bulk-renew').click();
  await expect(toast(page, 'success', 'Successful renewal')).toBeVisible();
  await expect(row(first!)).toHaveCount(0);
  expect(await app.apiGet<RfqDetail>(`sales/rfq/${first}/`)).toMatchObject({ in_work: true });
});
