/**
 * Who is offered to change a record's files: the warehouseman writes files and products but only
 * reads consolidations (canChangeFilesOf, the rule the server enforces). A consolidation's files
 * panel and the file screen show it its files with nothing to attach, approve or delete; a
 * product's offer all of it.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Consolidation } from '../../src-shared/api/consolidation.ts';
import type { FileOwner, StoredFile } from '../../src-shared/api/file.ts';
import type { Paginated } from '../../src-shared/api/results.ts';
import { apiUser, type ApiUser } from '../fixtures/sales-state.ts';
import { renderAt, serverUrl, signInAs, unmount } from './harness/app.tsx';

let warehouse: ApiUser;
/** A consolidation with files, and a product with files (the demo data's). */
let consolidation: Consolidation;
let product: FileOwner;

beforeAll(async () => {
  await signInAs('warehouse');
  warehouse = await apiUser(serverUrl, 'warehouse');
  const withFiles = await warehouse.call<FileOwner[]>(
    'GET',
    `${warehouse.role}/file_owners/consolidation/`,
  );
  const uuids = new Set(withFiles.map((owner) => owner.uuid));
  const lists = await Promise.all(
    ['', '&archived_consolidations=true'].map((archive) =>
      warehouse.call<Paginated<Consolidation>>(
        'GET',
        `${warehouse.role}/consolidation/?page_size=30${archive}`,
      ),
    ),
  );
  const found = lists.flatMap((list) => list.results).find((row) => uuids.has(row.uuid));
  if (!found) throw new Error('The demo data has no consolidation with files.');
  consolidation = found;
  const products = await warehouse.call<FileOwner[]>(
    'GET',
    `${warehouse.role}/file_owners/product/`,
  );
  if (!products[0]) throw new Error('The demo data has no product with files.');
  product = products[0];
});
afterEach(unmount);

test("a consolidation's files panel offers the warehouseman nothing to attach or delete", async () => {
  renderAt(`/consolidations/${consolidation.id}`);
  const panel = page.getByTestId('files-consolidation');
  await expect.element(panel.getByTestId('file-row').first()).toBeVisible();
  expect(panel.getByTestId('file-attach').elements()).toHaveLength(0);
  expect(panel.getByRole('button', { name: /^Delete / }).elements()).toHaveLength(0);
  expect(panel.getByRole('button', { name: /^Download / }).elements().length).toBeGreaterThan(0);
});

test('the file screen offers it the same: nothing to change on a consolidation, all on a product', async () => {
  renderAt(`/files?model=consolidation&uuid=${consolidation.uuid}`);
  const table = page.getByRole('table', { name: 'Files' });
  await expect.element(table.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  expect(page.getByTestId('file-upload').elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: 'From a web address…' }).elements()).toHaveLength(0);
  expect(page.getByRole('checkbox', { name: /^Approved:/ }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: /^Delete / }).elements()).toHaveLength(0);

  renderAt(`/files?model=product&uuid=${product.uuid}`);
  await expect.element(page.getByTestId('file-upload')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'From a web address…' })).toBeVisible();
  await expect.element(page.getByRole('checkbox', { name: /^Approved:/ }).first()).toBeVisible();
  await expect.element(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
});

test('the approval box ticks in the click itself, and goes back when the server refuses', async () => {
  // A file of the product's own, uploaded for this test, so no other test's file is touched.
  const form = new FormData();
  const fields = { name: 'Approval box', category: 'certificate', uuid: product.uuid };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob(['%PDF-1.4 approval box'], { type: 'application/pdf' }), 'box.pdf');
  form.append('model', 'product');
  const uploaded = await fetch(`${serverUrl}${warehouse.role}/upload/`, {
    method: 'POST',
    headers: { Authorization: `JWT ${warehouse.access}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const file = (await uploaded.json()) as StoredFile;

  renderAt(`/files?model=product&uuid=${product.uuid}`);
  const box = page.getByRole('checkbox', { name: `Approved: ${file.original_name}` });
  await expect.element(box).not.toBeChecked();
  // Someone else deletes it meanwhile: the approval is refused (404).
  await warehouse.call('DELETE', `${warehouse.role}/delete/${file.uuid}/`);
  const input = box.element() as HTMLInputElement;
  input.click();
  // In the same task as the click, before any answer: the box shows what was clicked.
  expect(input.checked).toBe(true);
  await expect.element(page.getByTestId('toast-error')).toBeVisible();
  await expect.element(box).not.toBeChecked();
});
