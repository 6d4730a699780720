/**
 * The file screen as a reader of files sees it (the FG seller: file read; reads orders, not
 * consolidations): the records it may look up listed, a model it does not read offered only by
 * uuid (never a call that would be refused), and a record's files with nothing to change.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { FileOwner } from '../../src-shared/api/file.ts';
import { apiUser } from '../fixtures/sales-state.ts';
import { renderAt, serverUrl, signInAs, unmount } from './harness/app.tsx';

let order: FileOwner;

beforeAll(async () => {
  await signInAs('fg_seller');
  const seller = await apiUser(serverUrl, 'fg_seller');
  const owners = await seller.call<FileOwner[]>('GET', `${seller.role}/file_owners/order/`);
  const first = owners[0];
  if (!first) throw new Error('The demo data has no order with files.');
  order = first;
});
afterEach(unmount);

test('a reader picks an order and reads its files, with nothing to upload, approve or delete', async () => {
  renderAt(`/files?model=order`);
  const owners = page.getByTestId('file-owners');
  await owners.getByRole('button', { name: new RegExp(`^${order.label}`) }).click();
  await expect.element(page.getByTestId('record-uuid')).toHaveTextContent(order.uuid);
  const table = page.getByRole('table', { name: 'Files' });
  await expect.element(table.getByRole('row').nth(order.files_count)).toBeVisible();
  expect(table.getByRole('row').elements()).toHaveLength(order.files_count + 1);
  expect(page.getByTestId('file-upload').elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: 'From a web address…' }).elements()).toHaveLength(0);
  expect(page.getByRole('checkbox', { name: /^Approved:/ }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: /^Delete / }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: /^Download / }).elements()).toHaveLength(
    order.files_count,
  );
});

test('models the role does not read are opened by uuid only', async () => {
  renderAt(`/files?model=consolidation`);
  await expect
    .element(page.getByText('Your role does not look up consolidations.', { exact: false }))
    .toBeVisible();
  expect(page.getByRole('searchbox').elements()).toHaveLength(0);
  await page.getByRole('combobox', { name: 'Record type' }).selectOptions('purchase_order');
  await expect
    .element(page.getByText('Your role does not look up purchase orders.', { exact: false }))
    .toBeVisible();
  const uuid = page.getByRole('textbox', { name: 'Record uuid' });
  await uuid.fill('not-a-uuid');
  await expect.element(page.getByRole('button', { name: 'Open' })).toBeDisabled();
  await uuid.fill(order.uuid);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect.element(page.getByTestId('record-uuid')).toHaveTextContent(order.uuid);
  // An order's uuid opened as a purchase order's: files of no model would show; these are the
  // order's, so none.
  await expect.element(page.getByText('No files yet')).toBeVisible();
});

test('a record opened by its address shows what it is, or that no record of the model has it', async () => {
  renderAt(`/files?model=order&uuid=${order.uuid}`);
  await expect
    .element(page.getByRole('heading', { name: new RegExp(`^${order.label}`) }))
    .toBeVisible();
  unmount();
  renderAt(`/files?model=company&uuid=${order.uuid}`);
  await expect.element(page.getByTestId('no-such-record')).toBeVisible();
  expect(page.getByTestId('no-such-record').element().textContent).toContain(
    'No company has this uuid',
  );
});
