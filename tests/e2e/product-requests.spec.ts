/**
 * Product requests as the warehouseman (issue 9, spec §3 "Product request", §7): two products of
 * one warehouse put into the basket, a request filed over them from the basket (category, target
 * date, priority, comment) and named in the success message, found in the list, edited, and
 * closed from the list's selection (then listed among the closed ones).
 */
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Product } from '../../src-shared/api/product.ts';
import { addToBasket, expect, fillDate, test, toast } from './fixtures.ts';

/** Two products the basket takes together: free, in stock, in one warehouse. */
function twoOfOneWarehouse(products: readonly Product[]): [Product, Product] {
  for (const first of products) {
    const second = products.find((p) => p !== first && p.warehouse?.id === first.warehouse?.id);
    if (second) return [first, second];
  }
  throw new Error('The demo data has no two free products in one warehouse.');
}

function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('a warehouseman files a product request from the basket, edits it and closes it', async ({
  app,
}) => {
  const page = await app.signIn('warehouse');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  const table = page.getByTestId('product-table');
  await expect(table.getByTestId('table-row').first()).toBeVisible();

  const free = await app.apiGet<Paginated<Product>>(
    'warehouse/product/?can_be_added_to_consolidation=true&page_size=30',
  );
  const products = twoOfOneWarehouse(free.results);
  for (const product of products) await addToBasket(page, product);
  await expect(page.getByTestId('basket-count')).toHaveText('2');

  // From the basket: a request over its two products.
  await page.getByTestId('basket-open').click();
  await page.getByTestId('basket').getByTestId('basket-request').click();
  const dialog = page.getByTestId('product-request-dialog');
  await expect(dialog.getByTestId('requested-products').getByRole('row')).toHaveCount(3);
  const comment = `Overhaul kit ${Date.now()}`;
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Priority').selectOption('URGENT');
  await fillDate(dialog, 'Target date', isoInDays(14));
  await dialog.getByLabel('Comment').fill(comment);
  await app.screenshot('96-product-request-dialog');
  await dialog.getByRole('button', { name: 'File request' }).click();
  const filed = toast(page, 'success', /^Request PR-\d{5} filed for 2 products\.$/);
  await expect(filed).toBeVisible();
  const number = /PR-\d{5}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close the basket' }).click();

  // In the list of open requests.
  await nav.getByRole('link', { name: 'Product requests' }).click();
  const requests = page.getByTestId('product-request-table');
  await expect(requests.getByTestId('table-row').first()).toBeVisible();
  await app.screenshot('97-product-requests');
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(products[0].part_number);
  const row = requests.getByRole('row', { name: new RegExp(`^${number} `) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('priority')).toHaveText('URGENT');
  await expect(row).toContainText(products[1].part_number);

  // Opened: its products, and edited.
  await row.click();
  const edit = page.getByTestId('product-request-edit');
  await expect(edit.getByTestId('requested-products').getByRole('row')).toHaveCount(3);
  await edit.getByLabel('Priority').selectOption('AOG');
  await edit.getByLabel('Comment').fill(`${comment}, aircraft on ground`);
  await app.screenshot('98-product-request-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(row.getByTestId('priority')).toHaveText('AOGC');
  await expect(row).toContainText('aircraft on ground');

  // Closed from the selection: gone from the open ones, there among the closed.
  await row.getByRole('checkbox', { name: `Select request ${number}` }).check();
  await page.getByTestId('bulk-close-requests').click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Closed' });
  await expect(row.getByTestId('request-state')).toHaveText('Closed');
});
