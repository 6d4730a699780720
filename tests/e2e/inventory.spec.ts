/**
 * The inventory search as the parts search manager (issue 8): a part found by a number typed the
 * way people type it, and by a mistyped one through the suggestions; its alternates, offers and
 * tree; an offer added (the offer status and the counts follow); an RFQ started from the part.
 */
import type { Paginated } from '../../src-shared/api/results.ts';
import type { InventoryState } from '../../src-shared/api/inventory.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import { expect, pickOption, test, toast, type App } from './fixtures.ts';

/**
 * A demo part with alternates and offers, as the parts search manager's API finds it: the first
 * such group's, or with `skip` 1 the next group's (so two tests never share a group).
 */
async function partWithAlternates(app: App, skip = 0): Promise<InventoryState> {
  const seen = new Set<string>();
  let skipped = 0;
  for (let page = 1; page <= 10; page++) {
    const offers = await app.apiGet<Paginated<SupplierOffer>>(
      `parts_search/offer/?page_size=30&page=${page}`,
    );
    for (const offer of offers.results) {
      if (seen.has(offer.inventory.part_number)) continue;
      seen.add(offer.inventory.part_number);
      const state = await app.apiGet<InventoryState>(
        `parts_search/inventory/?part_number=${encodeURIComponent(offer.inventory.part_number)}`,
      );
      for (const alternate of state.part_alts) seen.add(alternate.part_number);
      if (state.alts_count > 0 && state.offers_count > 1 && skipped++ === skip) return state;
    }
  }
  throw new Error('The demo data has no part with alternates and offers.');
}

async function inventoryOf(app: App, partNumber: string): Promise<InventoryState> {
  return app.apiGet<InventoryState>(
    `parts_search/inventory/?part_number=${encodeURIComponent(partNumber)}`,
  );
}

/** The part number as someone types it in a hurry: lower case, no dashes or slashes. */
function hurried(partNumber: string): string {
  return partNumber.toLowerCase().replace(/[-/.]/g, ' ');
}

/** One character changed in the middle: a typo. */
function mistyped(partNumber: string): string {
  const at = Math.floor(partNumber.length / 2);
  const swap = partNumber[at] === '7' ? '8' : '7';
  return `${partNumber.slice(0, at)}${swap}${partNumber.slice(at + 1)}`;
}

test('a parts searcher finds a part however it is typed, adds an offer and starts an RFQ', async ({
  app,
}) => {
  const page = await app.signInTo('parts_search', 'Inventory');
  const part = await partWithAlternates(app);
  const partNumber = part.part?.part_number as string;
  const search = page.getByTestId('inventory-search');
  await expect(search).toBeFocused();

  // Typed in a hurry: found, with its alternates, offers and tree.
  await search.fill(hurried(partNumber));
  await expect(page.getByTestId('inventory-part-number')).toHaveText(partNumber);
  await expect(page.getByTestId('inventory-alts-count')).toContainText(String(part.alts_count));
  await expect(page.getByTestId('inventory-offer-status')).toHaveText(
    part.offer_status ?? 'No offers yet',
  );
  const tree = page.getByTestId('inventory-tree');
  await expect(tree.getByRole('treeitem')).toHaveCount(part.alts_count + 1);
  await expect(page.getByTestId('inventory-offers').getByTestId('table-row')).toHaveCount(
    Math.min(part.offers_count, 200),
  );
  await expect(page).toHaveURL(/#\/inventory\?pn=/);
  await app.screenshot('70-inventory-found');

  // Mistyped: not found, but the part is among the suggestions, one click away.
  await search.fill(mistyped(partNumber));
  await expect(page.getByTestId('inventory-not-found')).toBeVisible();
  const suggestion = page.getByTestId('inventory-suggestion').filter({ hasText: partNumber });
  await expect(suggestion).toBeVisible();
  await app.screenshot('71-inventory-suggestions');
  // Enter takes the nearest one, without leaving the keyboard.
  await expect(page.getByTestId('inventory-suggestion').first()).toHaveText(partNumber);
  await search.press('Enter');
  await expect(page.getByTestId('inventory-part-number')).toHaveText(partNumber);

  // An alternate in the tree opens its own state, and Back returns.
  const alternate = part.part_alts[0]?.part_number as string;
  await tree.getByRole('button', { name: alternate, exact: true }).click();
  await expect(page.getByTestId('inventory-part-number')).toHaveText(alternate);
  await page.goBack();
  await expect(page.getByTestId('inventory-part-number')).toHaveText(partNumber);

  // A new offer: the status is 'Offers available' and the count grows.
  await page.getByRole('button', { name: 'New offer' }).click();
  const dialog = page.getByTestId('offer-dialog');
  // A supplier chosen by name, waited for in the list (the list follows what is typed).
  const supplier = part.offers[0]?.company.name as string;
  await pickOption(dialog, 'Supplier', supplier);
  await dialog.getByLabel('Condition').selectOption({ index: 1 });
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Lead time, days').fill('4');
  await dialog.getByLabel('Price').fill('1234.50');
  await dialog.getByLabel('Currency').selectOption({ label: 'USD' });
  await dialog.getByRole('button', { name: 'Create offer' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  await expect(page.getByTestId('inventory-offer-status')).toHaveText('Offers available');
  const after = await inventoryOf(app, partNumber);
  expect(after.offers_count).toBe(part.offers_count + 1);
  await expect(page.getByTestId('inventory-offers')).toContainText('1,234.50');

  // An RFQ started from the part.
  await page.getByRole('button', { name: 'Add RFQ' }).click();
  const rfqDialog = page.getByTestId('inventory-rfq-dialog');
  const client = part.requests[0]?.company.name ?? supplier;
  await pickOption(rfqDialog, 'Client', client);
  await rfqDialog.getByLabel('Quantity').fill('3');
  await rfqDialog.getByLabel('Comment').fill('Asked by phone, AOG on the line.');
  await app.screenshot('72-inventory-add-rfq');
  await rfqDialog.getByRole('button', { name: 'Add RFQ' }).click();
  await expect(toast(page, 'success', 'RFQ added')).toBeVisible();
  await expect(
    page.getByTestId('inventory-requests').getByTestId('table-row').first(),
  ).toContainText(/RFQ-/);
});

test("a part moved out of its group, then taken back into it, says 'Inventory updated'", async ({
  app,
}) => {
  const page = await app.signInTo('parts_search', 'Inventory');
  const part = await partWithAlternates(app, 1);
  const partNumber = part.part?.part_number as string;
  const alternates = part.part_alts.map((alternate) => alternate.part_number);
  const [alternate] = alternates as [string];
  const tree = page.getByTestId('inventory-tree');
  const search = page.getByTestId('inventory-search');
  await search.fill(partNumber);
  await expect(page.getByTestId('inventory-part-number')).toHaveText(partNumber);
  await expect(tree.getByRole('treeitem')).toHaveCount(alternates.length + 1);

  // Learnt not to interchange: alone in a group of its own.
  await page.getByRole('button', { name: 'Move to a new group' }).click();
  await page.getByTestId('new-group-dialog').getByRole('button', { name: 'Move' }).click();
  const updated = toast(page, 'success', 'Inventory updated');
  await expect(updated).toBeVisible();
  await expect(page.getByTestId('inventory-alts-count')).toHaveText(/^Alternates\s*0$/);
  await expect(tree.getByRole('treeitem')).toHaveCount(1);
  expect((await inventoryOf(app, partNumber)).alts_count).toBe(0);
  await updated.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(updated).toHaveCount(0);

  // Learnt again that they do: added back to its old group from an alternate's page.
  await search.fill(alternate);
  await expect(page.getByTestId('inventory-part-number')).toHaveText(alternate);
  await expect(tree.getByRole('treeitem')).toHaveCount(alternates.length);
  await page.getByRole('button', { name: 'Add alternates' }).click();
  const dialog = page.getByTestId('inventory-alternates-dialog');
  await dialog.getByLabel('Part numbers').fill(partNumber);
  await dialog.getByRole('button', { name: 'Add alternates' }).click();
  await expect(updated).toBeVisible();
  await expect(tree.getByRole('treeitem')).toHaveCount(alternates.length + 1);
  const after = await inventoryOf(app, partNumber);
  expect(after.group?.id).toBe(part.group?.id);
  expect(after.part_alts.map((each) => each.part_number).sort()).toEqual([...alternates].sort());
});
