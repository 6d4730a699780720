/**
 * Consolidations as the LLP manager (issue 9): a new consolidation between two of our warehouses,
 * products added by label code, one taken out by lowering its quantity to 0 (spec §5), an air
 * waybill recorded, a packing list attached as a file, shipped with its date and marked arrived
 * with its date, its timeline read.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { CompanySelectorItem } from '../../src-shared/api/company.ts';
import type { Product } from '../../src-shared/api/product.ts';
import type { Page } from '@playwright/test';
import { expect, fillDate, openFromDialog, signInToList, test, toast } from './fixtures.ts';

/** A step of the consolidation's way that is taken with a date (shipped, arrived). */
interface DateStep {
  /** The test id of the head's button that opens the date dialog. */
  open: string;
  label: string;
  date: string;
  /** The dialog's button that takes the step. */
  button: string;
  toast: string;
  /** The status the head shows afterwards. */
  status: string;
}

/** Takes a step through the date dialog: its toast, then the head's new status. */
async function dateStep(page: Page, step: DateStep): Promise<void> {
  await page.getByTestId(step.open).click();
  const dialog = page.getByTestId('consolidation-date-dialog');
  await fillDate(dialog, step.label, step.date);
  await dialog.getByRole('button', { name: step.button, exact: true }).click();
  await expect(toast(page, 'success', step.toast)).toBeVisible();
  await expect(
    page.getByTestId('consolidation-head').getByTestId('consolidation-status'),
  ).toHaveText(step.status);
}

test('logistics ships a consolidation and marks it arrived', async ({ app }) => {
  const page = await signInToList(app, 'logistics', 'Consolidations', 'consolidation-table');
  await app.screenshot('90-consolidations');

  const [from, to] = await app.apiGet<CompanySelectorItem[]>(
    'logistics/company_selector/?categories=4',
  );
  const free = await app.apiGet<Paginated<Product>>(
    `logistics/product/?warehouse=${from?.id}&can_be_added_to_consolidation=true&page_size=10`,
  );
  const [kept, dropped] = free.results;
  expect(dropped).toBeDefined();

  await page.getByRole('button', { name: 'New consolidation' }).click();
  const dialog = page.getByTestId('consolidation-create-dialog');
  // A client is offered where it goes, not where it leaves from (spec §9: 1, 3, 4, 11 and 3, 4, 11).
  const [client] = await app.apiGet<CompanySelectorItem[]>(
    'logistics/company_selector/?categories=1',
  );
  expect(client).toBeDefined();
  const option = (end: string, name = '') =>
    dialog.getByLabel(end).getByRole('option', { name, exact: true });
  await expect(option('From', from?.name)).toHaveCount(1);
  await expect(option('From', client?.name)).toHaveCount(0);
  await expect(option('To', client?.name)).toHaveCount(1);
  await dialog.getByLabel('From').selectOption({ label: from?.name ?? '' });
  await dialog.getByLabel('To').selectOption({ label: to?.name ?? '' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'success', 'New consolidation created')).toBeVisible();
  await expect(
    page.getByTestId('consolidation-head').getByTestId('consolidation-status'),
  ).toHaveText('Forming');

  await page.getByLabel('Products to add').fill(`${kept?.label_code} ${dropped?.label_code}`);
  await page.getByRole('button', { name: 'Add products' }).click();
  const products = page.getByTestId('consolidation-products');
  await expect(products.getByRole('row')).toHaveCount(3);
  const quantity = products.getByLabel(`Quantity of ${dropped?.label_code} (0 takes it out)`);
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(products.getByRole('row')).toHaveCount(2);
  await page.getByLabel('New logistic document number').fill('AWB 176-12345675');
  await page.getByLabel('Logistic documents').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('logistic-documents')).toContainText('AWB 176-12345675');

  // A document of the consolidation as a whole (its packing list), attached through the open
  // dialog and listed in its files.
  const folder = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-consolidation-'));
  try {
    await writeFile(
      join(folder, 'packing-list.pdf'),
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const files = page.getByTestId('files-consolidation');
    await expect(files.getByLabel('Kind of file')).toHaveValue('logistics');
    await expect(files).toContainText('No files yet.');
    await files.getByTestId('file-attach').click();
    await openFromDialog(page, folder, 'packing-list.pdf');
    await expect(files.getByTestId('file-row')).toHaveCount(1);
    await expect(files.getByTestId('file-row')).toContainText('packing-list.pdf');
    await expect(files.getByTestId('file-row')).toContainText('Logistics');
    await files.scrollIntoViewIfNeeded();
    await app.screenshot('108-consolidation-files');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  await page.getByTestId('consolidation-edit').click();
  const edit = page.getByTestId('consolidation-edit-dialog');
  await edit.getByLabel('Comment').fill('Two boxes, one pallet');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(edit).toBeHidden();

  await dateStep(page, {
    open: 'consolidation-ship',
    label: 'Shipping date',
    date: '2026-11-24',
    button: 'Ship',
    toast: 'Consolidation departure date set',
    status: 'On the way',
  });
  await dateStep(page, {
    open: 'consolidation-arrive',
    label: 'Arrival date',
    date: '2026-11-26',
    button: 'Arrived',
    toast: 'Consolidation arrival date set',
    status: 'Arrived',
  });
  await expect(page.getByTestId('consolidation-timeline')).toContainText('Departed');
  await expect(page.getByTestId('consolidation-timeline')).toContainText('Arrived');
  await app.screenshot('91-consolidation-arrived');
});
