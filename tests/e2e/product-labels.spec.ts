/**
 * Product labels (issue 9): a warehouseman selects a page of 30 products and prints their labels, an
 * A4 sheet of Code 128 barcodes saved through the save dialog; the PDF is read back (every code
 * and part number in its text, 24 labels a page) and its first page saved as a picture beside the
 * screenshots, to be looked at: crisp bars, legible text. One product's label from its page; a
 * label for nothing is refused by the bridge and opens no dialog.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, toast } from './fixtures.ts';

/** The PDF's text as laid out, no-break spaces made plain. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /[\u00a0\u202f\u2009]/g,
    ' ',
  );
}

function pdfPages(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

test('a warehouseman prints the labels of a page of products, and of one product', async ({
  app,
}, testInfo) => {
  const page = await app.signInTo('warehouse', 'Products');
  const table = page.getByTestId('product-table');
  await expect(table.getByTestId('table-row').first()).toBeVisible();

  // A page of 30 products selected at once: their codes and part numbers are the checkboxes' names.
  await page.getByLabel('Rows per page').selectOption('30');
  await expect(table.getByTestId('row-select')).toHaveCount(30);
  await expect(page.getByText(/^1–30 of [\d,]+ products$/)).toBeVisible();
  await page.getByTestId('select-page').check();
  await expect(page.getByText('30 selected')).toBeVisible();
  const names = await Promise.all(
    (await table.getByTestId('row-select').all()).map(
      async (box) => (await box.getAttribute('aria-label')) ?? '',
    ),
  );
  const products = names.map((name) => {
    const [, code, partNumber] = /^Select (P\d{8}) (.+)$/.exec(name) ?? [];
    return { code: code!, partNumber: partNumber! };
  });
  expect(products).toHaveLength(30);
  await expect(page.getByTestId('bulk-labels')).toBeVisible();
  await app.screenshot('99-products-print-labels');

  const sheet = await app.saveAs('product-labels.pdf', () =>
    page.getByTestId('bulk-labels').click(),
  );
  await expect(
    toast(
      page,
      'success',
      new RegExp(`^${products.length} labels saved as product-labels\\.pdf to `),
    ),
  ).toBeVisible();
  const text = pdfText(sheet);
  for (const product of products) {
    expect(text).toContain(product.code);
    expect(text).toContain(product.partNumber);
  }
  // 24 labels a sheet: the other six on a second.
  expect(pdfPages(sheet)).toBe(2);
  // The first sheet as printed, at 150 dpi: a 0.4 mm bar is more than two pixels.
  execFileSync('pdftoppm', [
    ...['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile'],
    sheet,
    join(app.screensDir, '100-product-labels-sheet'),
  ]);
  await testInfo.attach('label sheet, page 1', {
    path: join(app.screensDir, '100-product-labels-sheet.png'),
    contentType: 'image/png',
  });

  // One product's label, from its page.
  const [first] = products;
  await table.getByRole('row', { name: `${first!.code} ${first!.partNumber}` }).click();
  await expect(page.getByTestId('product-label')).toHaveText(first!.code);
  const one = await app.saveAs(`${first!.code}.pdf`, () =>
    page.getByTestId('product-label-print').click(),
  );
  await expect(
    toast(page, 'success', new RegExp(`^The label saved as ${first!.code}\\.pdf to `)),
  ).toBeVisible();
  expect(pdfPages(one)).toBe(1);
  expect(pdfText(one)).toContain(first!.code);
  await app.screenshot('101-product-label-saved');

  // A label for nothing: the bridge refuses it before any dialog, and says why.
  const refusal = await page.evaluate(() =>
    window.aerodesk.exports.saveLabels({ suggestedName: 'nothing.pdf', labels: [] }).then(
      () => 'saved',
      (error: Error) => error.message,
    ),
  );
  expect(refusal).toBe('labels: Choose at least one product to label.');
  const badCode = await page.evaluate(
    (label) =>
      window.aerodesk.exports.saveLabels({ suggestedName: 'bad.pdf', labels: [label] }).then(
        () => 'saved',
        (error: Error) => error.message,
      ),
    {
      label_code: '12345',
      part_number: 'PN',
      description: '',
      serial_number: '',
      condition: '',
      warehouse: '',
      location: '',
    },
  );
  expect(badCode).toMatch(/^labels\.0\.label_code: Expected a product label code/);
  await expect(page.locator('[data-aerodesk-dialog="save"]')).toHaveCount(0);
});
