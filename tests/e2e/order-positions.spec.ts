/**
 * Order positions across orders as the sales manager (issue 8, spec §7 "Order positions"): the
 * list filtered to what waits, positions confirmed in bulk, a mixed selection refused as a whole
 * with a reason per position, a penalty on one.
 */
import type { Paginated } from '../../src-shared/api/results.ts';
import type { OrderPositionItem } from '../../src-shared/api/order-position.ts';
import { expect, test, toast, type App } from './fixtures.ts';

function row(app: App, id: number) {
  return app.page.locator(
    `[data-testid="position-table"] [data-testid="table-row"][data-row-id="${id}"]`,
  );
}

async function rowIds(app: App, state: string): Promise<number[]> {
  const rows = app.page
    .getByTestId('position-table')
    .getByTestId('table-row')
    .filter({ has: app.page.getByTestId('position-state').getByText(state, { exact: true }) });
  const ids: number[] = [];
  for (let i = 0; i < (await rows.count()); i++)
    ids.push(Number(await rows.nth(i).getAttribute('data-row-id')));
  return ids;
}

test('a sales manager confirms waiting positions, is refused a mixed selection, adds a penalty', async ({
  app,
}) => {
  const page = await app.signInTo('sales', 'Orders');
  await page.getByTestId('order-positions-link').click();
  await expect(page.getByRole('heading', { name: 'Order positions' })).toBeVisible();

  // What waits: active and not confirmed. Two of them confirmed at once.
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Confirmed', { exact: true }).selectOption('false');
  const table = page.getByTestId('position-table');
  await expect(table.getByTestId('position-state').first()).toHaveText('Waiting');
  const [first, second] = await rowIds(app, 'Waiting');
  for (const id of [first, second])
    await row(app, id as number)
      .getByTestId('row-select')
      .click();
  await app.screenshot('73-order-positions-selected');
  await page.getByTestId('bulk-confirm').click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  const stillWaiting = await app.apiGet<Paginated<OrderPositionItem>>(
    'sales/order_position/?active_status=active&confirmed=false&page_size=30&order_by=-total',
  );
  const waitingIds = stillWaiting.results.map((item) => item.id);
  expect(waitingIds).not.toContain(first);
  expect(waitingIds).not.toContain(second);

  // A mixed selection, one confirmed and one waiting: Confirm is refused as a whole.
  await page.getByLabel('Confirmed', { exact: true }).selectOption('');
  await expect(
    table.getByTestId('position-state').filter({ hasText: 'Confirmed' }).first(),
  ).toBeVisible();
  const [confirmed] = await rowIds(app, 'Confirmed');
  const [waiting] = await rowIds(app, 'Waiting');
  await row(app, confirmed as number)
    .getByTestId('row-select')
    .click();
  await row(app, waiting as number)
    .getByTestId('row-select')
    .click();
  await page.getByTestId('bulk-confirm').click();
  const refusal = page.getByTestId('bulk-refusal');
  await expect(refusal).toContainText(
    'is confirmed: it can be confirmed only while it is active and not confirmed.',
  );
  await expect(row(app, waiting as number).getByTestId('position-state')).toHaveText('Waiting');
  await app.screenshot('74-order-positions-refused');

  // A penalty on the confirmed one.
  await row(app, waiting as number)
    .getByTestId('row-select')
    .click();
  await page.getByRole('button', { name: 'Penalty' }).click();
  const dialog = page.getByTestId('penalty-dialog');
  await dialog.getByLabel(/^Amount/).fill('250');
  await dialog.getByLabel('Reason').fill('Delivered a week late.');
  await dialog.getByRole('button', { name: 'Add penalty' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  // The refusal was about the action before: it does not stand beside this success.
  await expect(refusal).toBeHidden();
  // Under the total it comes off (the list fits 1440 px without a column for it).
  await expect(row(app, confirmed as number)).toContainText('penalty 250.00');
  await app.screenshot('119-order-positions-penalty');
});
