/**
 * Need offers as the parts search manager (spec §2, §4 "Need-offer flow"): positions sales asked
 * offers for are taken to work, one is finished with a comment (required), the rest go back in
 * bulk; one is added to the ILS request list, which is exported as the file uploaded to ILS by
 * hand. The tasks are made through the API for this test (sales asks for offers), so it starts
 * from the state it needs.
 */
import { readFile } from 'node:fs/promises';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { apiUser, clients } from '../fixtures/sales-state.ts';
import { expect, test, toast } from './fixtures.ts';

test('a parts search manager takes positions to work, finishes one, sends the rest back', async ({
  app,
}) => {
  const page = await app.signIn('parts_search');
  const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
  const sales = await apiUser(serverUrl, 'sales');
  const [client] = await clients(sales);
  const stamp = `NO${Date.now().toString(36).toUpperCase()}`;
  const rfq = await sales.call<RfqDetail>('POST', 'sales/rfq/', {
    company: client!.id,
    priority: 'AOG',
    positions_list: [1, 2, 3].map((n) => ({ part_number: `${stamp}-${n}`, quantity: n })),
  });
  for (const position of rfq.positions)
    await sales.call('POST', `sales/end_position/${position.id}/need_offers/`, {
      comment: 'AOG: please find offers.',
    });

  await app.openArea('Need offers');
  await expect(page.getByRole('heading', { name: 'Need offers', level: 1 })).toBeVisible();
  await page.locator('[data-tab="need_updates"]').click();
  await page.getByLabel('Search positions').fill(stamp);
  const rows = page.getByTestId('need-offer-table').getByTestId('table-row');
  /** A bulk action on every row of the page: its toast says `done`, and they all leave the tab. */
  const onWholePage = async (action: string, done: string) => {
    await page.getByTestId('select-page').check();
    await page.getByTestId(`bulk-${action}`).click();
    await expect(toast(page, 'success', done)).toBeVisible();
    await expect(rows).toHaveCount(0);
  };
  await expect(rows).toHaveCount(3);
  // AOG: each shows how long it has waited to be taken to work (the response clock).
  await expect(rows.first().getByTestId('response-clock')).toBeVisible();
  await expect(page.getByTestId('ils-panel')).toContainText('ILS has no public API');
  // The request's comment stands under the part number.
  await expect(rows.first()).toContainText('AOG: please find offers.');
  await app.screenshot('60-need-offers');

  // All three to work: they leave need updates.
  await onWholePage('get_in_work', 'Taken to work.');

  await page.locator('[data-tab="in_work"]').click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('In work');
  await app.screenshot('61-need-offers-in-work');

  // Finishing one needs a comment.
  await page.getByRole('checkbox', { name: `Select ${stamp}-1 of ${rfq.number}` }).check();
  await page.getByTestId('bulk-end_search').click();
  const dialog = page.getByTestId('end_search-dialog');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByTestId('field-error')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Two OH offers found at an MRO.');
  await app.screenshot('62-need-offers-finish');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(page, 'success', 'Search finished.')).toBeVisible();
  await expect(rows).toHaveCount(2);

  // One goes on the ILS request list; then both back to need updates.
  await page.getByRole('checkbox', { name: `Select ${stamp}-2 of ${rfq.number}` }).check();
  await page.getByTestId('bulk-request_ils').click();
  await expect(toast(page, 'success', 'Added to the ILS request list.')).toBeVisible();
  await expect(page.getByTestId('ils-requests')).toContainText(`${stamp}-2`);
  await onWholePage('return_to_not_in_work', 'Returned to need updates.');
  await page.locator('[data-tab="need_updates"]').click();
  await expect(rows).toHaveCount(2);

  // The ILS file, read back: the file a user uploads to ILS by hand.
  const saved = await app.saveAs(`ils-${stamp}.csv`, () => page.getByTestId('ils-export').click());
  await expect(toast(page, 'success', /Saved the ILS request list/)).toBeVisible();
  const csv = await readFile(saved, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Part number,Quantity,Condition,RFQ');
  expect(csv).toContain(`${stamp}-2,2,,${rfq.number}`);
  await page.getByTestId('ils-panel').scrollIntoViewIfNeeded();
  await app.screenshot('63-need-offers-ils');

  // Activity offers: supplier offers that came in for open searches (the demo has some).
  await page.getByLabel('Search positions').fill('');
  await page.locator('[data-tab="activity_offers"]').click();
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'New offer', exact: true })).toBeVisible();
  await app.screenshot('64-need-offers-activity');
});
