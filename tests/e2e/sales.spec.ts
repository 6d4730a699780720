/**
 * Sales around the way of an RFQ (sales-steps.spec.ts follows that way step by step): a cancel
 * needs a comment and a refused bulk action changes nothing; what the client and the auditor are
 * shown.
 */
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { colleague, expect, rfqRows, test, toast } from './fixtures.ts';

test('a cancel needs a comment, and a refused bulk action changes nothing', async ({ app }) => {
  const rows = await rfqRows(app, 'not_in_work', 3);
  const page = app.page;
  const ids = await Promise.all([0, 1, 2].map((n) => rows.nth(n).getAttribute('data-row-id')));

  // Cancelling asks for a reason.
  await rows.nth(0).getByTestId('row-select').check();
  await page.getByTestId('bulk-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel RFQ' }).click();
  await expect(dialog.getByTestId('field-error')).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').fill('The client bought elsewhere');
  await dialog.getByRole('button', { name: 'Cancel RFQ' }).click();
  await expect(toast(page, 'success', 'RFQ canceled')).toBeVisible();
  await expect(page.locator(`[data-testid="table-row"][data-row-id="${ids[0]}"]`)).toHaveCount(0);

  // Two selected; a colleague takes one of them to work first: all or nothing, nothing moves.
  await page
    .locator(`[data-testid="table-row"][data-row-id="${ids[1]}"]`)
    .getByTestId('row-select')
    .check();
  await page
    .locator(`[data-testid="table-row"][data-row-id="${ids[2]}"]`)
    .getByTestId('row-select')
    .check();
  const taken = await colleague(page, 'PATCH', `rfq/${ids[2]}/get_in_work/`);
  expect(taken.status).toBe(200);
  await page.getByTestId('bulk-get_in_work').click();
  await expect(page.getByTestId('bulk-refusal')).toBeVisible();
  await expect(page.getByTestId('bulk-refusal')).toContainText('in work');
  await app.screenshot('39-bulk-refusal');
  const untouched = await app.apiGet<RfqDetail>(`sales/rfq/${ids[1]}/`);
  expect(untouched).toMatchObject({ in_work: false, in_archive: false });
});

test('a client follows its own RFQs without prices of ours', async ({ app }) => {
  const page = await app.signInTo('client', 'RFQs');
  // The RFQ screens load on demand: until they are in, the rows shown are still the companies'.
  await expect(page.getByRole('heading', { name: 'RFQs', level: 1 })).toBeVisible();
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().click();
  await expect(page.getByTestId('rfq-number')).toBeVisible();
  await expect(page.getByTestId('offers-table')).toHaveCount(0);
  await expect(page.getByTestId('action-get_in_work')).toHaveCount(0);
  // Still signed in: nothing it opened was forbidden.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await app.screenshot('38-client-rfq');
});

test('an auditor reads an RFQ and is offered no action', async ({ app }) => {
  const page = await app.signInTo('auditor', 'RFQs');
  await page.locator('[data-tab="in_work"]').click();
  await page.getByTestId('table-row').first().click();
  await expect(page.getByTestId('rfq-number')).toBeVisible();
  for (const action of ['action-finish', 'action-cancel', 'action-return_to_not_in_work']) {
    await expect(page.getByTestId(action)).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Create KP' })).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
