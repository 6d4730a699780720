/**
 * File management (spec §2 "File management", §7 "Files") against the real server: a file uploaded
 * to an order through main's open dialog, approved, downloaded through the save dialog and read
 * back byte for byte, then deleted; a web address on 127.0.0.1 refused by the server, its message
 * shown under the address, and nothing stored.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileOwner, StoredFile } from '../../src-shared/api/file.ts';
import { expect, openFromDialog, test, toast } from './fixtures.ts';

test('a sales manager uploads a file to an order, approves it, downloads the same bytes and deletes it', async ({
  app,
}) => {
  const page = await app.signInTo('sales', 'Files');
  await page.getByLabel('Record type').selectOption('order');
  // Without a search the orders with files are listed, newest file first (demo files).
  const owners = page.getByTestId('file-owners');
  await expect(owners.getByRole('button').first()).toBeVisible();
  const [order] = await app.apiGet<FileOwner[]>('sales/file_owners/order/');
  if (!order) throw new Error('No demo order has files.');
  await owners.getByRole('button', { name: new RegExp(`^${order.label}`) }).click();
  await expect(page.getByTestId('record-uuid')).toHaveText(order.uuid);
  const table = page.getByRole('table', { name: 'Files' });
  await expect(table.getByRole('row')).toHaveCount(order.files_count + 1);

  const folder = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-files-'));
  const bytes = randomBytes(200_000);
  const name = `teardown-report-${Date.now()}.pdf`;
  await writeFile(join(folder, name), bytes);
  try {
    await page.getByLabel('Kind of file').selectOption('certificate');
    await page.getByLabel('Title').fill('Teardown report');
    await page.getByTestId('file-upload').click();
    await openFromDialog(page, folder, name);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Teardown report');
    await expect(row).toContainText('Trace document');
    await expect(row).toContainText('195 KB');

    // check() reads the box right after the click: it must show the tick at once (FilesPage.tsx
    // ApproveBox), not after the server's answer.
    await row.getByLabel(`Approved: ${name}`).check();
    await expect(toast(page, 'success', `${name} approved.`)).toBeVisible();
    await expect(row.getByLabel(`Approved: ${name}`)).toBeChecked();
    const stored = await app.apiGet<StoredFile[]>(`sales/files_map/order/${order.uuid}/`);
    const file = stored.find((candidate) => candidate.original_name === name);
    expect(file).toMatchObject({ approved: true, size: bytes.length, name: 'Teardown report' });
    // The owner list counts it too.
    await expect(owners.getByRole('button', { name: new RegExp(`^${order.label}`) })).toContainText(
      String(order.files_count + 1),
    );
    await app.screenshot('104-files-order');

    const saved = await app.saveAs(`copy-of-${name}`, () =>
      row.getByRole('button', { name: `Download ${name}` }).click(),
    );
    await expect(toast(page, 'success', /^Saved copy-of-/)).toBeVisible();
    expect((await readFile(saved)).equals(bytes)).toBe(true);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByTestId('file-delete-dialog');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'success', `${name} deleted.`)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a web address on 127.0.0.1 is refused by the server with its message, and nothing is stored', async ({
  app,
}) => {
  const page = await app.signInTo('warehouse', 'Files');
  await page.getByLabel('Record type').selectOption('product');
  const [product] = await app.apiGet<FileOwner[]>('warehouse/file_owners/product/');
  if (!product) throw new Error('No demo product has files.');
  await page
    .getByTestId('file-owners')
    .getByRole('button', { name: new RegExp(`^${product.label}`) })
    .first()
    .click();
  await expect(page.getByTestId('record-uuid')).toHaveText(product.uuid);
  const before = await app.apiGet<StoredFile[]>(`warehouse/files_map/product/${product.uuid}/`);

  await page.getByRole('button', { name: 'From a web address…' }).click();
  const dialog = page.getByTestId('url-upload-dialog');
  await dialog.getByLabel('Web address').fill('http://127.0.0.1:8000/warehouse/download/');
  await dialog.getByRole('button', { name: 'Fetch and attach' }).click();
  await expect(dialog).toContainText(
    'The file could not be fetched from this address: This address is not on the public internet',
  );
  await app.screenshot('105-files-url-refused');
  expect(await app.apiGet<StoredFile[]>(`warehouse/files_map/product/${product.uuid}/`)).toEqual(
    before,
  );
});
