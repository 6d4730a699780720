/**
 * Warehouse products as the warehouseman (issue 9): the list narrowed by a flag; a basket filled
 * with a product, kept over a reload, refusing a product of another warehouse and a chosen
 * quantity of 0; the basket booked to an order position of its part; the product's page with the
 * booking, made ready for sale.
 */
import type { Paginated } from '../../src-shared/api/results.ts';
import type { PositionToBook, Product, ProductExtraData } from '../../src-shared/api/product.ts';
import { addToBasket, expect, test, toast, type App } from './fixtures.ts';

/** A free product in stock that an active order position wants, and that position. */
async function productToBook(app: App): Promise<{ product: Product; position: PositionToBook }> {
  for (let page = 1; page <= 20; page++) {
    const free = await app.apiGet<Paginated<Product>>(
      `warehouse/product/?can_be_added_to_consolidation=true&page_size=30&page=${page}`,
    );
    const ids = free.results.map((product) => product.id).join(',');
    const positions = await app.apiGet<PositionToBook[]>(
      `warehouse/product/positions_to_book/?products=${ids}`,
    );
    for (const position of positions) {
      const offered = await app.apiGet<Product[]>(
        `warehouse/order_position/${position.id}/products_for_booking/`,
      );
      // One not on sale and never inspected, so the test makes it ready and inspects it first.
      const product = offered.find(
        (candidate) =>
          candidate.quantity >= 1 &&
          candidate.sale_status === 'not_for_sale' &&
          candidate.inspected_at === null,
      );
      if (product) return { product, position };
    }
  }
  throw new Error('The demo data has no product an order position wants.');
}

test('a warehouseman fills a basket, is refused another warehouse, and books it to an order', async ({
  app,
}) => {
  const page = await app.signInTo('warehouse', 'Products');
  const table = page.getByTestId('product-table');
  await expect(table.getByTestId('table-row').first()).toBeVisible();
  const all = Number((await page.getByTestId('product-count').textContent())?.replace(/\D/g, ''));

  // A flag narrows the list, and says so as a chip.
  await page.getByTestId('flag-menu').click();
  await page
    .getByRole('group', { name: 'Inspected' })
    .getByRole('button', { name: 'Only' })
    .click();
  await app.screenshot('82-products-flags');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('flag-chip-inspected')).toBeVisible();
  await expect
    .poll(async () =>
      Number((await page.getByTestId('product-count').textContent())?.replace(/\D/g, '')),
    )
    .toBeLessThan(all);
  await page.getByRole('button', { name: 'Remove the flag Inspected' }).click();
  await expect(page.getByTestId('flag-chip-inspected')).toHaveCount(0);

  // The first product fixes the basket's warehouse.
  const { product, position } = await productToBook(app);
  await addToBasket(page, product);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await app.screenshot('83-products-list');

  // The basket survives a restart of the app (here: a reload of the window).
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  // A product of another warehouse is refused, and the basket stays as it was.
  const others = await app.apiGet<Paginated<Product>>(
    'warehouse/product/?can_be_added_to_consolidation=true&page_size=30',
  );
  const other = others.results.find((p) => p.warehouse?.id !== product.warehouse?.id);
  if (!other) throw new Error('The demo data has no free product in another warehouse.');
  await addToBasket(page, other);
  await expect(toast(page, 'error', /The basket holds products of/)).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  // In the basket: a chosen quantity of 0 is ignored; booked to the position that wants it.
  await page.getByTestId('basket-open').click();
  const basket = page.getByTestId('basket');
  await expect(basket.getByTestId('basket-warehouse')).toHaveText(product.warehouse?.name ?? '');
  const quantity = basket.getByRole('spinbutton', { name: `Quantity of ${product.label_code}` });
  await quantity.fill('0');
  await expect(quantity).toHaveValue(String(product.quantity));
  await app.screenshot('84-products-basket');
  await basket.getByTestId('basket-book').click();
  const dialog = page.getByTestId('booking-dialog');
  await dialog
    .getByRole('radio', { name: `${position.order.number} ${position.part_number}` })
    .first()
    .check();
  await app.screenshot('85-products-booking');
  await dialog.getByTestId('booking-submit').click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close the basket' }).click();

  // The product's page: booked for the order; made ready for sale; inspected the first time.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.label_code);
  await table.getByRole('row', { name: `${product.label_code} ${product.part_number}` }).click();
  await expect(page.getByTestId('product-label')).toHaveText(product.label_code);
  await expect(page.getByTestId('product-booking')).toContainText(position.order.number);
  const toggle = page.getByTestId('product-sale-toggle');
  await expect(toggle).toContainText('Ready for sale');
  await toggle.click();
  await expect(toast(page, 'success', 'Product is ready for sale now')).toBeVisible();
  await expect(toggle).toContainText('Not for sale');

  await page.getByTestId('product-inspect').click();
  const inspect = page.getByTestId('inspect-dialog');
  await inspect.getByLabel('What was seen').fill('Seals intact, data plate legible');
  await inspect.getByRole('button', { name: 'Inspected', exact: true }).click();
  await expect(toast(page, 'success', 'Product successfully inspected')).toBeVisible();
  await expect(page.getByTestId('product-inspection')).toContainText(
    'Seals intact, data plate legible',
  );
  await app.screenshot('86-product-detail');
});

/** A product a purchase order brought (its extra data names the order), newest first. */
async function productBoughtOnAPurchaseOrder(app: App): Promise<Product> {
  const awaited = await app.apiGet<Paginated<Product>>(
    'warehouse/product/?awaiting_from_supplier=true&order_by=-created_at&page_size=30',
  );
  for (const product of awaited.results) {
    const extra = await app.apiGet<ProductExtraData>(`warehouse/product/${product.id}/extra_data/`);
    if (extra.purchase) return product;
  }
  throw new Error('The demo data has no product bought on a purchase order.');
}

test('a warehouseman renames the purchase order a product was bought on, from the product', async ({
  app,
}) => {
  const page = await app.signInTo('warehouse', 'Products');
  const product = await productBoughtOnAPurchaseOrder(app);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.label_code);
  await page
    .getByTestId('product-table')
    .getByRole('row', { name: `${product.label_code} ${product.part_number}` })
    .click();
  const bought = page.getByTestId('product-purchase');
  await expect(bought).toContainText('Bought on');

  await bought.getByRole('button', { name: 'Rename the purchase order' }).click();
  const dialog = page.getByTestId('product-purchase-rename-dialog');
  await dialog.getByLabel('Name').fill('Teardown lot MSN 4242');
  await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(bought).toContainText('“Teardown lot MSN 4242”');
  await app.screenshot('121-product-purchase-renamed');
});
