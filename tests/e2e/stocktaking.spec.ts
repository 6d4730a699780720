/**
 * Counting by scanner as the warehouseman (issue 9): a new stocktaking for a warehouse, its
 * products counted by typing label codes and a serial number as a scanner types them (the keys,
 * then Enter, into a field that keeps the focus), a repeated scan refused as "already counted",
 * scanned against expected, and the count confirmed with its day.
 */
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Product } from '../../src-shared/api/product.ts';
import { expect, fillDate, signInToList, test, toast } from './fixtures.ts';

test('a warehouseman counts a stocktaking by scanner and confirms it', async ({ app }) => {
  const page = await signInToList(app, 'warehouse', 'Stocktakings', 'stocktaking-table');
  await app.screenshot('87-stocktakings');

  const stock = await app.apiGet<Paginated<Product>>(
    'warehouse/product/?status=in_stock&page_size=30',
  );
  const warehouse = stock.results[0]?.warehouse?.name ?? '';
  const here = stock.results.filter((product) => product.warehouse?.name === warehouse);
  const serialised = here.find((product) => product.serial_number !== '');
  const labelled = here.filter((product) => product !== serialised).slice(0, 2);
  expect(labelled).toHaveLength(2);
  expect(serialised).toBeDefined();

  await page.getByRole('button', { name: 'New stocktaking' }).click();
  const dialog = page.getByTestId('stocktaking-create-dialog');
  await dialog.getByLabel('Title').fill('Shelf recount');
  await dialog.getByLabel('Warehouse').selectOption({ label: warehouse });
  await dialog.getByRole('button', { name: 'Start counting' }).click();
  await expect(page.getByTestId('stocktaking-title')).toHaveText('Shelf recount');

  // The scan field has the focus; a click elsewhere does not take it away.
  const scan = page.getByTestId('scan-input');
  await expect(scan).toBeFocused();
  await page.getByTestId('stocktaking-title').click();
  await expect(scan).toBeFocused();

  // Its title and comment can be changed (the dialog keeps the focus while it is open).
  await page.getByTestId('stocktaking-edit').click();
  const edit = page.getByTestId('stocktaking-edit-dialog');
  await edit.getByLabel('Title').fill('Shelf recount, row D');
  await edit.getByLabel('Comment').fill('Night shift');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(page.getByTestId('stocktaking-title')).toHaveText('Shelf recount, row D');
  await expect(scan).toBeFocused();

  const result = page.getByTestId('scan-result');
  for (const product of labelled) {
    await page.keyboard.type(product.label_code);
    await page.keyboard.press('Enter');
    await expect(result).toContainText(`Part added to stocktaking: ${product.label_code}`);
  }
  await page.keyboard.type(serialised?.serial_number ?? '');
  await page.keyboard.press('Enter');
  await expect(result).toContainText(`Part added to stocktaking: ${serialised?.label_code}`);
  await expect(page.getByTestId('scan-count')).toContainText('3 /');

  // The same label again: said, and counted nothing.
  await page.keyboard.type(labelled[0]?.label_code ?? '');
  await page.keyboard.press('Enter');
  await expect(result).toContainText('already counted');
  await expect(result).toHaveClass(/scan-repeat/);
  await expect(page.getByTestId('scan-count')).toContainText('3 /');
  await expect(page.getByTestId('stocktaking-counted').getByRole('row')).toHaveCount(4);
  await app.screenshot('88-stocktaking-scanner');

  // A product counted by mistake is taken out of the count, and may be scanned again.
  const mistaken = labelled[0]?.label_code ?? '';
  await page.getByRole('button', { name: `Not counted: ${mistaken}` }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(page.getByTestId('scan-count')).toContainText('2 /');
  await expect(page.getByTestId('stocktaking-counted').getByRole('row')).toHaveCount(3);
  await page.getByTestId('scan-input').focus();
  await page.keyboard.type(mistaken);
  await page.keyboard.press('Enter');
  await expect(result).toContainText(`Part added to stocktaking: ${mistaken}`);
  await expect(page.getByTestId('scan-count')).toContainText('3 /');

  await page.getByTestId('stocktaking-confirm').click();
  const confirm = page.getByTestId('stocktaking-confirm-dialog');
  await fillDate(confirm, 'Day of the count', '2026-11-20');
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('stocktaking-state')).toHaveText('Confirmed 2026-11-20');
  await expect(page.getByTestId('scan-input')).toHaveCount(0);
  await app.screenshot('89-stocktaking-confirmed');
});
