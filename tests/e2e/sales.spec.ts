/**
 * Sales, whole: an RFQ from not in work to an order. Take it to work, add a position, choose
 * offers, set margin and VAT, create the KP, export its PDF in every version (each read back),
 * quote, create the order. And what the client and the auditor are shown.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Paginated } from '../../src-shared/api/common.ts';
import type { CompanyListItem } from '../../src-shared/api/company.ts';
import type { KpDetail } from '../../src-shared/api/kp.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { OrderPosition } from '../../src-shared/api/order.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { expect, test, toast, type App } from './fixtures.ts';

const US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Spec §9, written out by hand: Russian for 1, 5, 6, 8, 9, 10; US long for 3; slash for 2, 4, 7. */
function expectedDate(iso: string, version: number): string {
  const [year, month, day] = iso.split('-');
  if ([1, 5, 6, 8, 9, 10].includes(version)) return `${day}.${month}.${year}`;
  if (version === 3) return `${US_MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
  return `${month}/${day}/${year}`;
}

/** 12345.6 → '12 345,60' (Russian) or '12,345.60' (English). */
function expectedMoney(value: number, russian: boolean): string {
  const english = value.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return russian ? english.replace(/,/g, ' ').replace('.', ',') : english;
}

/** The PDF's text, spaces of every kind made plain, so numbers compare as printed. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /[\u00a0\u202f\u2009]/g,
    ' ',
  );
}

/** Two part numbers with at least two active offers each, from the demo data. */
async function partNumbersWithOffers(app: App): Promise<string[]> {
  const offers = await app.apiGet<Paginated<SupplierOffer>>(
    'sales/offer/?active=true&page_size=30&ordering=-created_at',
  );
  const counts = new Map<string, number>();
  for (const offer of offers.results) {
    const pn = offer.inventory.part_number;
    counts.set(pn, (counts.get(pn) ?? 0) + 1);
  }
  const found = [...counts].filter(([, count]) => count >= 2).map(([pn]) => pn);
  expect(found.length).toBeGreaterThanOrEqual(2);
  return found.slice(0, 2);
}

test('an RFQ goes from not in work to an order, with its KP in every version', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.signIn('sales');
  const [firstPn, secondPn] = await partNumbersWithOffers(app);
  const clients = await app.apiGet<Paginated<CompanyListItem>>(
    'sales/company/?category=1&page_size=10&ordering=name',
  );
  const client = clients.results[0]!;

  // A new RFQ, prepended to the not-in-work list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RFQs' }).click();
  await page.locator('[data-tab="not_in_work"]').click();
  await page.getByRole('button', { name: 'New RFQ' }).click();
  const create = page.getByTestId('rfq-create-dialog');
  await create.getByRole('combobox', { name: 'Company' }).fill(client.name);
  // The list opens in a popover of its own, outside the dialog's element.
  await page.getByRole('listbox', { name: 'Company' }).getByRole('option').first().click();
  await create.getByLabel('Priority').selectOption('AOG');
  await create.getByLabel('Positions').fill(`${firstPn} 2`);
  await create.getByRole('button', { name: 'Create RFQ' }).click();
  await expect(toast(page, 'success', 'RFQ added')).toBeVisible();
  const firstRow = page.getByTestId('table-row').first();
  await expect(firstRow).toContainText(client.name);
  await expect(firstRow).toContainText('AOGC');
  const rfqId = Number(await firstRow.getAttribute('data-row-id'));
  const rfq = await app.apiGet<RfqDetail>(`sales/rfq/${rfqId}/`);
  await app.screenshot('30-rfq-not-in-work');

  // Taken to work: it leaves the not-in-work list.
  await page.getByRole('checkbox', { name: `Select RFQ ${rfq.number}` }).check();
  await page.getByTestId('bulk-get_in_work').click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(page.locator(`[data-testid="table-row"][data-row-id="${rfqId}"]`)).toHaveCount(0);
  await page.locator('[data-tab="in_work"]').click();
  await page.getByLabel('Search RFQs').fill(rfq.number);
  await page.locator(`[data-testid="table-row"][data-row-id="${rfqId}"]`).click();
  await expect(page.getByTestId('rfq-number')).toHaveText(rfq.number);

  // A second position, by part number.
  await page.getByRole('textbox', { name: 'Add positions' }).fill(`${secondPn} 3`);
  await page.getByRole('button', { name: 'Add positions' }).click();
  const positions = page.getByTestId('positions-table').getByTestId('table-row');
  await expect(positions).toHaveCount(2);

  // An offer chosen for each position.
  for (const [index, pn] of [firstPn, secondPn].entries()) {
    await page.getByRole('row', { name: `Position ${index + 1} ${pn}` }).click();
    await page
      .getByTestId('offers-table')
      .getByRole('button', { name: 'Choose offer' })
      .first()
      .click();
    await expect(page.getByTestId('offers-table').getByTestId('chosen-offer')).toBeVisible();
  }
  await app.screenshot('31-rfq-positions-offers');

  // Margin and VAT in the quotation working copy, saved.
  await page.getByRole('button', { name: 'Edit quotation' }).click();
  await page.getByLabel('RFQ margin, %').fill('25');
  await page.getByLabel('VAT', { exact: true }).check();
  await page.getByLabel('VAT, %').fill('20');
  await app.screenshot('32-rfq-quotation');
  await page.getByRole('button', { name: 'Save quotation' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();

  // The KP.
  await page.getByRole('button', { name: 'Create KP' }).click();
  await expect(page.getByTestId('kp-number')).toBeVisible();
  const kpNumber = (await page.getByTestId('kp-number').textContent())!.trim();
  const saved = await app.apiGet<RfqDetail>(`sales/rfq/${rfqId}/`);
  const kpId = saved.rfq_kp.find((kp) => kp.number === kpNumber)!.id;
  const kp = await app.apiGet<KpDetail>(`sales/rfq/${rfqId}/kp/${kpId}/`);
  expect(kp.rows).toHaveLength(2);
  expect(kp.vat).toBe(true);
  expect(kp.rows[0]!.margin_percent).toBeGreaterThanOrEqual(25);
  await app.screenshot('33-kp');

  // Its PDF in all ten versions, each read back.
  for (let version = 1; version <= 10; version++) {
    await page.getByTestId('export-pdf').click();
    const dialog = page.getByTestId('kp-export-dialog');
    await dialog.getByLabel('KP version').selectOption(String(version));
    if (version === 1) await app.screenshot('34-kp-export-dialog');
    const path = await app.saveAs(`kp-v${version}.pdf`, () =>
      dialog.getByRole('button', { name: 'Export PDF' }).click(),
    );
    await expect(
      toast(page, 'success', new RegExp(`^Saved kp-v${version}\\.pdf to `)),
    ).toBeVisible();
    const text = pdfText(path);
    const russian = [1, 5, 6, 8, 9, 10].includes(version);
    expect(text, `version ${version}`).toContain(kp.number);
    expect(text, `version ${version} date`).toContain(expectedDate(kp.date, version));
    for (const row of kp.rows) expect(text, `version ${version}`).toContain(row.part_number);
    expect(text, `version ${version} total`).toContain(
      expectedMoney(kp.shown_totals.total, russian),
    );
    if (russian) expect(text, `version ${version}`).toMatch(/[А-Яа-яЁё]{4,}/);
    else expect(text, `version ${version}`).not.toMatch(/[А-Яа-яЁё]/);
    if (version === 1 || version === 3) {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '70',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        path,
        join(app.screensDir, `35-kp-pdf-v${version}`),
      ]);
    }
  }
  const withFile = await app.apiGet<KpDetail>(`sales/rfq/${rfqId}/kp/${kpId}/`);
  expect(withFile.has_file).toBe(true);

  // Quoted: into the archive.
  await page.getByRole('link', { name: rfq.number }).first().click();
  await page.getByTestId('action-finish').click();
  await expect(toast(page, 'success', 'Successful quoted')).toBeVisible();
  await expect(page.getByTestId('rfq-list')).toContainText('Archive');
  const quoted = await app.apiGet<RfqDetail>(`sales/rfq/${rfqId}/`);
  expect(quoted).toMatchObject({ in_archive: true, full_quoted: true, activity_status: 'quoted' });

  // The order, from the KP.
  await page.getByRole('link', { name: kpNumber }).first().click();
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(toast(page, 'success', 'Order created')).toBeVisible();
  await page.getByTestId('kp-order-link').click();
  await expect(page.getByTestId('order-number')).toBeVisible();
  const orderId = Number(page.url().match(/order\/(\d+)/)?.[1]);
  const orderPositions = await app.apiGet<OrderPosition[] | Paginated<OrderPosition>>(
    `sales/order/${orderId}/order_position/`,
  );
  const rows = Array.isArray(orderPositions) ? orderPositions : orderPositions.results;
  expect(rows.map((row) => row.part_number).sort()).toEqual(
    kp.rows.map((row) => row.part_number).sort(),
  );
  await app.screenshot('36-order');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByTestId('order-table').getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByTestId('order-table')).toContainText(client.name);
  await app.screenshot('37-orders');
});

test('a cancel needs a comment, and a refused bulk action changes nothing', async ({ app }) => {
  const { page } = app;
  await app.signIn('sales');
  const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RFQs' }).click();
  await page.locator('[data-tab="not_in_work"]').click();
  const rows = page.getByTestId('table-row');
  await expect(rows.nth(2)).toBeVisible();
  const ids = await Promise.all([0, 1, 2].map((n) => rows.nth(n).getAttribute('data-row-id')));

  // Cancelling asks for a reason.
  await rows.nth(0).getByTestId('row-select').check();
  await page.getByTestId('bulk-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel RFQ' }).click();
  await expect(dialog.getByTestId('field-error')).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').fill('The client bought elsewhere');
  await dialog.getByRole('button', { name: 'Cancel RFQ' }).click();
  await expect(toast(page, 'success', 'RFQ canceled')).toBeVisible();
  await expect(page.locator(`[data-testid="table-row"][data-row-id="${ids[0]}"]`)).toHaveCount(0);

  // Two selected; a colleague takes one of them to work first: all or nothing, nothing moves.
  await page
    .locator(`[data-testid="table-row"][data-row-id="${ids[1]}"]`)
    .getByTestId('row-select')
    .check();
  await page
    .locator(`[data-testid="table-row"][data-row-id="${ids[2]}"]`)
    .getByTestId('row-select')
    .check();
  const login = await fetch(`${serverUrl}api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'sales_admin', password: 'demo' }),
  });
  const { access } = (await login.json()) as { access: string };
  const taken = await fetch(`${serverUrl}sales_admin/rfq/${ids[2]}/get_in_work/`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${access}` },
  });
  expect(taken.status).toBe(200);
  await page.getByTestId('bulk-get_in_work').click();
  await expect(page.getByTestId('bulk-refusal')).toBeVisible();
  await expect(page.getByTestId('bulk-refusal')).toContainText('in work');
  await app.screenshot('39-bulk-refusal');
  const untouched = await app.apiGet<RfqDetail>(`sales/rfq/${ids[1]}/`);
  expect(untouched).toMatchObject({ in_work: false, in_archive: false });
});

test('a client follows its own RFQs without prices of ours', async ({ app }) => {
  const { page } = app;
  await app.signIn('client');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RFQs' }).click();
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().click();
  await expect(page.getByTestId('rfq-number')).toBeVisible();
  await expect(page.getByTestId('offers-table')).toHaveCount(0);
  await expect(page.getByTestId('action-get_in_work')).toHaveCount(0);
  // Still signed in: nothing it opened was forbidden.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await app.screenshot('38-client-rfq');
});

test('an auditor reads an RFQ and is offered no action', async ({ app }) => {
  const { page } = app;
  await app.signIn('auditor');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RFQs' }).click();
  await page.locator('[data-tab="in_work"]').click();
  await page.getByTestId('table-row').first().click();
  await expect(page.getByTestId('rfq-number')).toBeVisible();
  for (const action of ['action-finish', 'action-cancel', 'action-return_to_not_in_work']) {
    await expect(page.getByTestId(action)).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Create KP' })).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
