/**
 * The product list's Excel file (issue 9): a warehouseman narrows the list and saves its Excel
 * file through the save dialog, read back whole; a sales admin sets up the Telegram bot in
 * Settings (the token to the keychain, the Bot API pointed at a local stand-in that parses what it
 * gets) and sends the list's file to the chat, then removes the token again; a warehouseman
 * attaches a trace document to a product that lacked one.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, openFromDialog, test, toast } from './fixtures.ts';

async function rowsOf(file: string | Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  if (typeof file === 'string') await workbook.xlsx.readFile(file);
  else await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.getWorksheet('Products')?.actualRowCount ?? 0;
}

test('a warehouseman saves the filtered product list as Excel and it reads back whole', async ({
  app,
}) => {
  const page = await app.signInTo('warehouse', 'Products');
  await page.getByLabel('Status').selectOption({ label: 'In stock' });
  await page.getByLabel('Search products').fill('A');
  const { count } = await app.apiGet<{ count: number }>(
    'warehouse/product/?status=in_stock&search=A',
  );
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('product-count')).toHaveText(count.toLocaleString('en-US'));
  const saved = await app.saveAs('products-in-stock.xlsx', () =>
    page.getByTestId('products-excel').click(),
  );
  await expect(toast(page, 'success', /^Saved products-in-stock\.xlsx to /)).toBeVisible();
  expect(await rowsOf(saved)).toBe(count + 1);
});

test('a sales admin sets up the Telegram bot and sends the product list to the chat', async ({
  app,
}) => {
  const documents: { path: string; chat: string; bytes: Buffer }[] = [];
  const bot: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const document = form.get('document') as File;
      documents.push({
        path: request.url ?? '',
        chat: String(form.get('chat_id')),
        bytes: Buffer.from(await document.arrayBuffer()),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, result: { message_id: 1 } }));
    })();
  });
  await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
  const botUrl = `http://127.0.0.1:${(bot.address() as AddressInfo).port}`;
  const token = `70012345:AAE${'e2e'.repeat(11)}`;
  try {
    const page = await app.signInTo('sales_admin', 'Settings');
    const messaging = page.getByTestId('messaging');
    await expect(messaging.getByTestId('messaging-state')).toHaveText(/^Not ready/);
    await messaging.getByLabel('Bot token').fill(token);
    await messaging.getByLabel('Chat').fill('-1001234567890');
    await messaging.getByLabel('Bot API address').fill(botUrl);
    await messaging.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
    await expect(messaging.getByTestId('messaging-state')).toHaveText(/^Ready/);
    await expect(messaging.getByLabel('Bot token')).toHaveValue('');
    await messaging.scrollIntoViewIfNeeded();
    await app.screenshot('93-settings-messaging');

    await app.openArea('Products');
    await page.getByLabel('Status').selectOption({ label: 'In stock' });
    const { count } = await app.apiGet<{ count: number }>('sales_admin/product/?status=in_stock');
    await expect(page.getByTestId('product-count')).toHaveText(count.toLocaleString('en-US'));
    await page.getByTestId('products-telegram').click();
    await expect(
      toast(
        page,
        'success',
        `The Excel file of ${count.toLocaleString('en-US')} products was sent to Telegram.`,
      ),
    ).toBeVisible();
    await app.screenshot('94-products-sent-to-telegram');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.path).toBe(`/bot${token}/sendDocument`);
    expect(documents[0]?.chat).toBe('-1001234567890');
    expect(await rowsOf(documents[0]?.bytes ?? Buffer.alloc(0))).toBe(count + 1);

    await app.openArea('Settings');
    await page.getByTestId('messaging').getByRole('button', { name: 'Remove token' }).click();
    await expect(page.getByTestId('messaging-state')).toHaveText(/^Not ready/);
  } finally {
    await new Promise((resolve) => bot.close(resolve));
  }
});

test('a warehouseman attaches a trace document and the product no longer lacks one', async ({
  app,
}) => {
  const page = await app.signInTo('warehouse', 'Products');
  // A product in stock without a trace document (every demo product lacks one).
  const found = await app.apiGet<{ results: { id: number; label_code: string }[] }>(
    'warehouse/product/?status=in_stock&docs_problem=true',
  );
  const product = found.results[0];
  if (!product) throw new Error('No product in stock lacks a trace document.');
  const folder = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-trace-'));
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  await writeFile(join(folder, 'easa-form-1.pdf'), pdf);
  try {
    await page.getByLabel('Search products').fill(product.label_code);
    await page.getByRole('row', { name: new RegExp(`^${product.label_code} `) }).click();
    await expect(page.getByTestId('product-label')).toHaveText(product.label_code);
    const header = page.locator('.detail-tags');
    await expect(header).toContainText('Docs problem');
    const files = page.getByTestId('files-product');
    await expect(files.getByLabel('Kind of file')).toHaveValue('certificate');
    await files.getByTestId('file-attach').click();
    await openFromDialog(page, folder, 'easa-form-1.pdf');
    await expect(files.getByTestId('file-row')).toContainText('easa-form-1.pdf');
    await expect(header).not.toContainText('Docs problem');
    await files.scrollIntoViewIfNeeded();
    await app.screenshot('92-product-trace-document');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
