/**
 * Purchase orders as the parts buyer (issue 8): a purchase order bought from an order's positions,
 * opened, a position priced, confirmed (its prices fixed), a position marked as a problem; the
 * products it makes are awaited.
 */
import ExcelJS from 'exceljs';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { CompanyListItem } from '../../src-shared/api/company.ts';
import type { OrderPositionItem } from '../../src-shared/api/order-position.ts';
import type { PurchaseOrderDetail } from '../../src-shared/api/purchase.ts';
import { formatMoney } from '../../src-renderer/lib/format.ts';
import { expect, pickOption, test, toast } from './fixtures.ts';

test('a buyer buys an order’s positions, prices one, confirms the purchase, flags a problem and saves its Excel', async ({
  app,
}) => {
  const page = await app.signInTo('buyer', 'Purchase orders');
  const suppliers = await app.apiGet<Paginated<CompanyListItem>>(
    'buyer/company/?category=2&page_size=10',
  );
  const supplier = suppliers.results[0]?.name as string;
  const positions = await app.apiGet<Paginated<OrderPositionItem>>(
    'buyer/order_position/?active_status=active&page_size=30&order_by=order',
  );
  const order = positions.results[0]?.order_ref.number as string;

  await page.getByRole('button', { name: 'New purchase order' }).click();
  const dialog = page.getByTestId('purchase-create-dialog');
  await pickOption(dialog, 'Supplier', supplier);
  await pickOption(dialog, 'Order', order);
  await expect(
    dialog.getByRole('list', { name: 'Positions to buy' }).getByRole('checkbox').first(),
  ).toBeChecked();
  await app.screenshot('80-purchase-new');
  await dialog.getByRole('button', { name: 'Create purchase order' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();

  // The new order opens on its own page. The list's rows carry states too, and the URL changes
  // before the page replaces the list: wait for the page's own heading.
  await expect(page).toHaveURL(/\/purchase-orders\/\d+/);
  await expect(page.getByTestId('purchase-number')).toBeVisible();
  await expect(page.getByTestId('purchase-state')).toHaveText('Draft');
  // Its name is the default (the supplier and the day), which the head does not repeat.
  await expect(page.getByTestId('purchase-name')).toHaveCount(0);
  const number = (await page.getByTestId('purchase-number').textContent()) ?? '';
  const id = Number(page.url().split('/').at(-1));

  // The price agreed with the supplier, set on a position; 0 is refused in the dialog.
  const positionsTable = page.getByTestId('purchase-positions');
  await positionsTable.getByTestId('purchase-price').first().click();
  const priceDialog = page.getByTestId('purchase-price-dialog');
  const priceField = priceDialog.getByLabel(/^Unit price/);
  await priceField.fill('0');
  await priceDialog.getByRole('button', { name: 'Save price' }).click();
  await expect(priceDialog.getByText('A price is more than 0.')).toBeVisible();
  await priceField.fill('1250.50');
  await app.screenshot('120-purchase-price');
  await priceDialog.getByRole('button', { name: 'Save price' }).click();
  await expect(priceDialog).toHaveCount(0);
  await expect(positionsTable.getByTestId('purchase-price').first()).toHaveText('1,250.50');
  const priced = await app.apiGet<PurchaseOrderDetail>(`buyer/purchase_order/${id}/`);
  expect(priced.positions[0]?.unit_price).toBe(1250.5);
  await expect(page.getByTestId('purchase-total').locator('dd')).toHaveText(
    formatMoney(priced.total),
  );

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('purchase-state')).toHaveText('Confirmed');
  // Confirmed, the order is the supplier's: its prices are read, not set.
  await expect(positionsTable.getByTestId('purchase-price')).toHaveCount(0);
  await page.getByTestId('purchase-positions').getByTestId('problem-toggle').first().click();
  await expect(
    page.getByTestId('purchase-positions').getByTestId('problem-toggle').first(),
  ).toHaveText('Problem');
  // A name of its own, given once confirmed (a label of ours), shows beside the supplier.
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByTestId('purchase-rename-dialog');
  await rename.getByRole('textbox', { name: 'Name' }).fill('Flap parts for Pamir');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByTestId('purchase-name')).toHaveText('Flap parts for Pamir');
  await app.screenshot('81-purchase-order');
  const stored = await app.apiGet<PurchaseOrderDetail>(`buyer/purchase_order/${id}/`);
  expect(stored).toMatchObject({ number, confirmed: true });
  expect(stored.positions[0]?.has_problem).toBe(true);
  expect(stored.positions.every((p) => p.product?.status === 'awaiting_from_supplier')).toBe(true);

  // Its Excel file, saved through the save dialog and read back.
  const saved = await app.saveAs(`${number}.xlsx`, () =>
    page.getByTestId('purchase-excel').click(),
  );
  await expect(toast(page, 'success', new RegExp(`^Saved ${number}\\.xlsx to `))).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  const cells = (workbook.getWorksheet('Purchase order')?.getSheetValues() ?? [])
    .flat()
    .map(String);
  expect(cells).toContain(`Purchase order ${number}`);
  for (const position of stored.positions) expect(cells).toContain(position.part_number);

  await page.getByRole('link', { name: 'Purchase orders' }).first().click();
  await expect(page.getByTestId('purchase-table')).toContainText(number);
});
