/** The companies area, whole: list, paging, search, sorting, create, detail, treaties, export. */
import ExcelJS from 'exceljs';
import { e2eEnvironment } from './environment.ts';
import { expect, fillDate, test, toast, unique } from './fixtures.ts';

const CLIENT_CATEGORY = 'Client (airline / operator)';

test('the list pages, sizes, searches and sorts on the server', async ({ app }) => {
  const page = await app.signIn('sales');
  const table = page.getByRole('table', { name: 'Companies' });
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(10);
  const total = Number((await page.getByTestId('company-count').textContent())!.replace(/,/g, ''));
  expect(total).toBeGreaterThan(30);
  await expect(page.getByTestId('page-range')).toContainText(`1–10 of ${total}`);
  await app.screenshot('10-companies');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-range')).toContainText(`11–20 of ${total}`);
  await expect(page.getByTestId('page-of')).toHaveText(`Page 2 of ${Math.ceil(total / 10)}`);

  await page.getByLabel('Rows per page').selectOption('30');
  await expect(rows).toHaveCount(30);
  await expect(page.getByTestId('page-range')).toContainText(`1–30 of ${total}`);

  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await Promise.all(
    (await rows.all()).map(async (row) => (await row.getAttribute('aria-label')) ?? ''),
  );
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).not.toHaveAccessibleName(ascending[0]!);

  const someName = ascending[3]!;
  await page.getByLabel('Search companies').fill(someName);
  await expect(rows.first()).toHaveAccessibleName(someName);
  const found = Number((await page.getByTestId('company-count').textContent())!.replace(/,/g, ''));
  expect(found).toBeLessThan(total);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('company-count')).toHaveText(total.toLocaleString('en-US'));

  // A name its column cuts short says itself whole on hover.
  const longName = 'Aerodesk Warehouse Singapore Changi';
  await page.getByLabel('Search companies').fill(longName);
  await expect(rows).toHaveCount(1);
  await rows.first().getByText(longName).hover();
  await expect(rows.first().locator(`[title="${longName}"]`)).toHaveCount(1);
});

test('a company is created after its field errors are mended, and opens', async ({ app }) => {
  const page = await app.signIn('sales');
  await page.getByRole('button', { name: 'New company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog.getByTestId('field-error').first()).toBeVisible();
  await app.screenshot('11-company-create-errors');

  const name = unique('Nordwind Aero Components');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Category').selectOption({ label: CLIENT_CATEGORY });
  await dialog.getByLabel('Country').selectOption({ index: 5 });
  await dialog.getByLabel('City').fill('Hamburg');
  await dialog.getByLabel('Email').fill('sales@nordwind-aero.example');
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText(name);
  await app.screenshot('12-company-page');

  // The same name again: the server's error beside the field, and the typed values kept.
  await app.openArea('Companies');
  await page.getByRole('button', { name: 'New company' }).click();
  const again = page.getByRole('dialog', { name: 'New company' });
  await again.getByLabel('Name').fill(name.toLowerCase());
  await again.getByLabel('Category').selectOption({ label: CLIENT_CATEGORY });
  await again.getByLabel('Country').selectOption({ index: 5 });
  await again.getByLabel('City').fill('Bremen');
  await again.getByRole('button', { name: 'Create company' }).click();
  await expect(again.getByTestId('field-error')).toContainText('already exists');
  await expect(again.getByLabel('City')).toHaveValue('Bremen');
  await expect(again.getByLabel('Name')).toHaveValue(name.toLowerCase());
  await app.screenshot('13-company-create-duplicate');
});

test('a company shows its parts, takes a treaty and new quotation settings', async ({ app }) => {
  const page = await app.signIn('sales');
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByTestId('table-row').first().click();
  await expect(page.getByTestId('company-name')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Deals/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bank properties' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Offers \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Parts produced/ })).toBeVisible();

  await page.getByRole('tab', { name: /^Treaties/ }).click();
  const treaties = page.getByRole('table', { name: 'Treaties' });
  await page.getByRole('button', { name: 'New treaty' }).click();
  const dialog = page.getByRole('dialog', { name: 'New treaty' });
  const number = unique('T-2026');
  await dialog.getByLabel('Treaty number').fill(number);
  await dialog.getByLabel('Our legal entity').selectOption({ index: 1 });
  await fillDate(dialog, 'Date', '2026-11-02');
  await fillDate(dialog, 'Valid until', '2026-10-01');
  await dialog.getByLabel('Currency').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create treaty' }).click();
  await expect(dialog.getByTestId('field-error')).toContainText('before');
  await fillDate(dialog, 'Valid until', '2027-11-01');
  await dialog.getByRole('button', { name: 'Create treaty' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  await expect(treaties.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await app.screenshot('14-company-treaties');

  await page.getByRole('tab', { name: 'Quotation settings' }).click();
  await page.getByLabel('Extra margin, %').fill('150');
  await page.getByRole('button', { name: 'Save quotation settings' }).click();
  await expect(page.getByTestId('field-error')).toBeVisible();
  await page.getByLabel('Extra margin, %').fill('4.5');
  await page.getByRole('button', { name: 'Save quotation settings' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(page.getByTestId('fact-extra-margin')).toContainText('4.5');
  await app.screenshot('15-company-quotation-settings');
});

test("a holding that exists is refused with 'Holding already exist'", async ({ app }) => {
  const page = await app.signIn('sales');
  const name = unique('Skyline Aviation Holding');
  for (const expected of ['toast-success', 'toast-error'] as const) {
    await page.getByRole('button', { name: 'New holding' }).click();
    const dialog = page.getByRole('dialog', { name: 'New holding' });
    await dialog.getByLabel('Holding name').fill(name);
    await dialog.getByRole('button', { name: 'Create holding' }).click();
    if (expected === 'toast-error') {
      await expect(toast(page, 'error', 'Holding already exist')).toBeVisible();
      await expect(dialog.getByLabel('Holding name')).toHaveValue(name);
      await app.screenshot('16-holding-exists');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } else {
      await expect(page.getByTestId('toast-success')).toBeVisible();
    }
  }
});

test('the filtered list is exported to Excel and the file reads back', async ({ app }) => {
  const page = await app.signIn('sales');
  const countBadge = page.getByTestId('company-count');
  await expect(countBadge).toHaveText(/\d/);
  const everyCompany = await countBadge.textContent();
  await page.getByLabel('Category').selectOption({ label: CLIENT_CATEGORY });
  await expect(countBadge).not.toHaveText(everyCompany!);
  const count = Number((await page.getByTestId('company-count').textContent())!.replace(/,/g, ''));
  const headers = await page
    .getByRole('table', { name: 'Companies' })
    .getByRole('columnheader')
    .allTextContents();

  const path = await app.saveAs('clients.xlsx', () =>
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  );
  await expect(
    toast(page, 'success', new RegExp(`^Saved ${count} companies to .*clients\\.xlsx$`)),
  ).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(count + 1);
  const sheetHeaders = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  // The visible columns, in their order (the sheet may spell a header out in full).
  expect(sheetHeaders).toHaveLength(headers.length);
  expect(sheetHeaders.slice(0, 2)).toEqual(headers.slice(0, 2));
  const categoryColumn = sheetHeaders.indexOf('Category') + 1;
  expect(categoryColumn).toBeGreaterThan(0);
  for (let row = 2; row <= sheet.rowCount; row++) {
    expect(sheet.getRow(row).getCell(categoryColumn).value).toBe(CLIENT_CATEGORY);
  }
});

test('a second window follows the theme and the sidebar the first one sets', async ({ app }) => {
  test.skip(app.host !== 'browser', 'the second window is a second page of the browser host');
  const page = await app.signIn('sales');
  const second = await page.context().newPage();
  await second.goto(e2eEnvironment().hostUrl);
  // The session is the workstation's: the second window opens signed in.
  await expect(second.getByTestId('user-menu')).toBeVisible();
  await second.getByRole('radio', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(second.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await second.close();
});

test('the dark theme', async ({ app }) => {
  const page = await app.signIn('sales');
  await page.getByRole('radio', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await app.screenshot('20-companies-dark');
  await page.getByTestId('table-row').first().click();
  await expect(page.getByTestId('company-name')).toBeVisible();
  await app.screenshot('21-company-dark');
});
