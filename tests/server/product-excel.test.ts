/**
 * The product list's Excel file and the messaging service (spec §7 "Products":
 * `get_excel_file_from_products_list/`, `send_excel_file_from_products_list_to_tg/`): the file read
 * back holds exactly the filtered list in its order, our cost only for the roles that price; the
 * Telegram bot's settings keep the token in the OS keychain (never answered back); sending goes to a
 * local stand-in of the Bot API that parses the multipart it receives and reads the file back; a
 * missing bot, a refused chat and an unreachable API are clear 400s. The file written for the
 * sending is closed and removed whatever happens (no file left, no descriptor left open).
 */
import { existsSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { MessagingSettings } from '../../src-shared/api/messaging.ts';
import type { Product } from '../../src-shared/api/product.ts';
import { withTempFile } from '../../src-server/areas/file/storage.ts';
import { NO_BOT } from '../../src-server/areas/messaging/routes.ts';
import { api, filesUnder } from './helpers.ts';
import { serverWithCalls } from './sales-helpers.ts';

const { server, users, calls } = serverWithCalls(['warehouse', 'sales_admin', 'client']);

/** A bot token in @BotFather's shape; a test's own, removed again at the end. */
const TOKEN = `7000${Math.floor(Math.random() * 1e6)}:AAE${'x'.repeat(32)}`;

async function download(role: 'warehouse' | 'sales_admin', query: string) {
  const session = users[role];
  const response = await fetch(
    new URL(`${session.role}/product/get_excel_file_from_products_list/?${query}`, server.baseUrl),
    { headers: { Authorization: `JWT ${session.access}` } },
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Products');
  if (!sheet) throw new Error('No sheet "Products" in the file');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((value) => (value == null ? '' : String(value))));
  });
  return rows;
}

async function listOf(query: string): Promise<Paginated<Product>> {
  const page = await calls.warehouse<Paginated<Product>>('GET', `product/?${query}&page_size=30`);
  expect(page.status).toBe(200);
  return page.body;
}

describe('the products Excel file', () => {
  it('holds the filtered list, every page, in the list’s order, without our cost for staff', async () => {
    const query = 'status=in_stock&order_by=part_number';
    const list = await listOf(query);
    expect(list.count).toBeGreaterThan(50);
    const { response, bytes } = await download('warehouse', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/products-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetOf(bytes);
    const [header, ...body] = rows;
    expect(header?.slice(0, 3)).toEqual(['Label', 'Part number', 'Description']);
    expect(header).not.toContain('Cost');
    expect(header).toContain('Sale price');
    expect(body).toHaveLength(list.count);
    expect(body.slice(0, list.results.length).map((row) => row[0])).toEqual(
      list.results.map((product) => product.label_code),
    );
    expect(new Set(body.map((row) => row[6]))).toEqual(new Set(['In stock']));
  });

  it('has the cost column for the roles that price', async () => {
    const { response, bytes } = await download('sales_admin', 'status=in_stock&cost=true');
    expect(response.status).toBe(200);
    const [header] = await sheetOf(bytes);
    expect(header).toContain('Cost');
  });

  it('takes the flags: an empty selection is a file with its header only', async () => {
    const { response, bytes } = await download('warehouse', 'part_number=NO-SUCH-PART-ANYWHERE');
    expect(response.status).toBe(200);
    expect(await sheetOf(bytes)).toHaveLength(1);
  });

  it('refuses a bad filter with a 400 and a client with a 403', async () => {
    const bad = await download('warehouse', 'status=lost_in_space');
    expect(bad.response.status).toBe(400);
    const client = await api(
      server,
      `${users.client.role}/product/get_excel_file_from_products_list/`,
      { token: users.client.access },
    );
    expect(client.status).toBe(403);
  });
});

/** The server's temporary files (filesDir/tmp): what is left on disk, and held open by us. */
async function tempLeftovers(): Promise<{ files: string[]; open: string[] }> {
  const tempDir = join(server.filesDir, 'tmp');
  const files = existsSync(tempDir) ? await filesUnder(tempDir) : [];
  // The test server runs in this process: its open descriptors are ours (Linux's /proc).
  const open: string[] = [];
  if (existsSync('/proc/self/fd'))
    for (const fd of await readdir('/proc/self/fd')) {
      const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
      if (target.startsWith(tempDir)) open.push(target);
    }
  return { files, open };
}

const NOTHING_LEFT = { files: [], open: [] };

describe('the temporary file of a sending', () => {
  it('is closed and removed when writing it fails half-way, and the failure passes on', async () => {
    const failure = new Error('the query failed half-way');
    let written = '';
    await expect(
      withTempFile(server.filesDir, 'products-2026-11-27.xlsx', async ({ path, stream }) => {
        written = path;
        await new Promise<void>((resolve, reject) =>
          stream.write(Buffer.alloc(64 * 1024, 1), (error) => (error ? reject(error) : resolve())),
        );
        // Open and half-written: a stream left like this keeps its descriptor for good.
        expect((await tempLeftovers()).open).toEqual([written]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(written).toContain(join(server.filesDir, 'tmp'));
    expect(await tempLeftovers()).toEqual(NOTHING_LEFT);
  });

  it('is closed and removed when the work fails before a byte is written', async () => {
    await expect(
      withTempFile(server.filesDir, 'products.xlsx', () => Promise.reject(new Error('no bot'))),
    ).rejects.toThrow('no bot');
    expect(await tempLeftovers()).toEqual(NOTHING_LEFT);
  });
});

/** A stand-in of the Telegram Bot API: records each sendDocument it gets, parsed as multipart. */
interface Received {
  path: string;
  chatId: string;
  caption: string;
  fileName: string;
  fileType: string;
  bytes: Buffer;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('sending the file through Telegram', () => {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { ok: true } };
  let bot: Server;
  let botUrl = '';

  beforeAll(async () => {
    bot = createServer((request, response) => {
      void (async () => {
        const form = await new Response(await bodyOf(request), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
        const document = form.get('document');
        if (!(document instanceof File)) throw new Error('No document part');
        received.push({
          path: request.url ?? '',
          chatId: String(form.get('chat_id')),
          caption: String(form.get('caption')),
          fileName: document.name,
          fileType: document.type,
          bytes: Buffer.from(await document.arrayBuffer()),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      })().catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
    botUrl = `http://127.0.0.1:${(bot.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await calls.sales_admin('PATCH', 'messaging_settings/', { bot_token: '' });
    await new Promise((resolve) => bot.close(resolve));
  });

  const send = (query = 'status=in_stock') =>
    calls.warehouse<{ message?: string; products?: number; detail?: string }>(
      'GET',
      `product/send_excel_file_from_products_list_to_tg/?${query}`,
    );

  it('says clearly that no bot is set up, and sends nothing', async () => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(NO_BOT);
    expect(received).toHaveLength(0);
  });

  it('refuses bad settings and changes nothing; staff without the settings area may not set them', async () => {
    const before = await calls.sales_admin<MessagingSettings>('GET', 'messaging_settings/');
    expect(before.status).toBe(200);
    for (const body of [
      { bot_token: 'not a token' },
      { telegram_api_url: 'ftp://example.com' },
      { telegram_chat_id: 'my group' },
    ]) {
      const refused = await calls.sales_admin<{ errors?: unknown }>(
        'PATCH',
        'messaging_settings/',
        body,
      );
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const after = await calls.sales_admin<MessagingSettings>('GET', 'messaging_settings/');
    expect(after.body).toEqual(before.body);
    const warehouse = await calls.warehouse('PATCH', 'messaging_settings/', { bot_token: TOKEN });
    expect(warehouse.status).toBe(403);
  });

  it('keeps the token in the keychain and never answers it back', async () => {
    const saved = await calls.sales_admin<MessagingSettings>('PATCH', 'messaging_settings/', {
      bot_token: TOKEN,
      telegram_chat_id: '-1001234567890',
      telegram_api_url: botUrl,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      bot_token_set: true,
      telegram_chat_id: '-1001234567890',
      telegram_api_url: botUrl,
    });
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN.split(':')[1]);
    const stored = await server.db.selectFrom('messaging_setting').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(TOKEN.split(':')[1]);
  });

  it('sends the filtered list as the .xlsx document, read back whole', async () => {
    const list = await listOf('status=in_stock&warehouse=' + (await firstWarehouse()));
    const response = await send('status=in_stock&warehouse=' + (await firstWarehouse()));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.products).toBe(list.count);
    expect(response.body.message).toBe(
      `The Excel file of ${list.count.toLocaleString('en-US')} products was sent to Telegram.`,
    );
    const sent = received.at(-1);
    expect(sent?.path).toBe(`/bot${TOKEN}/sendDocument`);
    expect(sent?.chatId).toBe('-1001234567890');
    expect(sent?.fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sent?.fileType).toContain('spreadsheetml');
    expect(sent?.caption).toContain(`Products: ${list.count.toLocaleString('en-US')}`);
    const rows = await sheetOf(sent?.bytes ?? Buffer.alloc(0));
    expect(rows).toHaveLength(list.count + 1);
    expect(await tempLeftovers()).toEqual(NOTHING_LEFT);
  });

  it('passes on what Telegram refuses, as a 400', async () => {
    answer = {
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
    };
    const response = await send();
    answer = { status: 200, body: { ok: true } };
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Telegram refused the file: Bad Request: chat not found.');
    // The file written for it is closed and gone.
    expect(await tempLeftovers()).toEqual(NOTHING_LEFT);
  });

  it('says when Telegram cannot be reached, without the token in the words', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await calls.sales_admin('PATCH', 'messaging_settings/', {
      telegram_api_url: `http://127.0.0.1:${port}`,
    });
    const response = await send();
    await calls.sales_admin('PATCH', 'messaging_settings/', { telegram_api_url: botUrl });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/^Telegram could not be reached \(ECONNREFUSED\)\.$/);
    expect(await tempLeftovers()).toEqual(NOTHING_LEFT);
  });

  it('removes the token when it is cleared', async () => {
    const cleared = await calls.sales_admin<MessagingSettings>('PATCH', 'messaging_settings/', {
      bot_token: '',
    });
    expect(cleared.body.bot_token_set).toBe(false);
    const response = await send();
    expect(response.body.detail).toBe(NO_BOT);
  });
});

async function firstWarehouse(): Promise<number> {
  const row = await server.db
    .selectFrom('product')
    .select('warehouse_id')
    .where('status', '=', 'in_stock')
    .orderBy('warehouse_id')
    .executeTakeFirstOrThrow();
  return row.warehouse_id as number;
}
