/**
 * What a client gets of a quotation: the PDF its sales manager issued, byte for byte, and nothing
 * to compose another one with (no export dialog, no conditions, no VAT switch, no document type);
 * a KP with no issued PDF says so plainly. Our cost and margin are not on its screens.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { KpSummary } from '../../src-shared/api/kp.ts';
import type { RfqDetail, RfqListItem } from '../../src-shared/api/rfq.ts';
import { apiUser } from '../fixtures/sales-state.ts';
import { expect, test, toast } from './fixtures.ts';

interface ClientKp {
  rfq: number;
  rfqNumber: string;
  kp: KpSummary;
}

async function apiAs<T>(serverUrl: string, access: string, path: string): Promise<T> {
  const response = await fetch(`${serverUrl}${path}`, {
    headers: { Authorization: `JWT ${access}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Two KPs of the demo client that have no PDF yet, read as the client reads them, on RFQs still in
 * work: a quoted RFQ's documents are frozen (a PDF is issued before quoting).
 */
async function clientKpsWithoutPdf(page: Page): Promise<ClientKp[]> {
  const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
  const { access } = await apiUser(serverUrl, 'client');
  const found: ClientKp[] = [];
  for (const list of ['in_work']) {
    const rfqs = await apiAs<Paginated<RfqListItem>>(
      serverUrl,
      access,
      `client/rfq/?list=${list}&page_size=30`,
    );
    for (const item of rfqs.results.filter((rfq) => rfq.kp_count > 0)) {
      const rfq = await apiAs<RfqDetail>(serverUrl, access, `client/rfq/${item.id}/`);
      for (const kp of rfq.rfq_kp.filter((each) => !each.has_file))
        found.push({ rfq: rfq.id, rfqNumber: rfq.number, kp });
      if (found.length >= 2) return found;
    }
  }
  throw new Error('The demo client has fewer than two KPs without a PDF.');
}

/** Goes to a screen of the app by its route (the app's routes live in the URL's hash). */
async function goTo(page: Page, route: string): Promise<void> {
  const url = new URL(page.url());
  url.hash = route;
  await page.goto(url.toString());
}

async function openKp(page: Page, kp: ClientKp): Promise<void> {
  await goTo(page, `/rfq/${kp.rfq}/kp/${kp.kp.id}`);
  await expect(page.getByTestId('kp-number')).toHaveText(kp.kp.number);
}

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('a client downloads the PDF its sales manager issued, and composes nothing', async ({
  app,
}) => {
  test.setTimeout(120_000);
  const { page } = app;
  const [issued, notIssued] = await clientKpsWithoutPdf(page);
  if (!issued || !notIssued) throw new Error('two KPs expected');

  // The sales manager issues the KP's PDF: exported and attached to the KP.
  await app.signIn('sales');
  await openKp(page, issued);
  await page.getByTestId('export-pdf').click();
  const dialog = page.getByTestId('kp-export-dialog');
  await expect(dialog).toBeVisible();
  const salesCopy = await app.saveAs('issued-by-sales.pdf', () =>
    dialog.getByRole('button', { name: 'Export PDF' }).click(),
  );
  await expect(toast(page, 'success', /and attached to the KP$/)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The client finds the KP from its RFQ, as a user would.
  await app.signIn('client');
  await goTo(page, `/rfq/${issued.rfq}`);
  await expect(page.getByTestId('rfq-number')).toBeVisible();
  await page.getByTestId('kp-chip').filter({ hasText: issued.kp.number }).getByRole('link').click();
  await expect(page.getByTestId('kp-number')).toHaveText(issued.kp.number);

  // Nothing to compose with; no cost or margin column; the issued PDF to download.
  await expect(page.getByTestId('export-pdf')).toHaveCount(0);
  await expect(page.getByTestId('kp-export-dialog')).toHaveCount(0);
  const headers = page.getByTestId('kp-rows').getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Unit price' })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^(Cost|Margin)$/ })).toHaveCount(0);
  await app.screenshot('50-client-kp-issued');
  const clientCopy = await app.saveAs('kp-as-client.pdf', () =>
    page.getByTestId('download-issued-pdf').click(),
  );
  await expect(toast(page, 'success', /^Saved kp-as-client\.pdf to /)).toBeVisible();

  // The very file the sales manager made.
  const [ours, theirs] = await Promise.all([readFile(salesCopy), readFile(clientCopy)]);
  expect(theirs.length).toBeGreaterThan(1000);
  expect(theirs.equals(ours)).toBe(true);
  const text = pdfText(clientCopy);
  expect(text).toContain(issued.kp.number);
  expect(text).toBe(pdfText(salesCopy));

  // A KP with no issued PDF says so, and offers nothing instead.
  await openKp(page, notIssued);
  await expect(page.getByTestId('kp-no-file')).toHaveText(
    'No PDF has been issued for this KP yet. Your sales manager sends it when it is ready.',
  );
  await expect(page.getByTestId('download-issued-pdf')).toHaveCount(0);
  await expect(page.getByTestId('export-pdf')).toHaveCount(0);
  await app.screenshot('51-client-kp-not-issued');
  // Still signed in: nothing it opened was refused.
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a client’s own company page shows no margin, offers or quotation settings of ours', async ({
  app,
}) => {
  const page = await app.signInTo('client', 'Companies');
  await page.getByTestId('table-row').first().click();
  await expect(page.getByTestId('company-name')).toBeVisible();
  await expect(page.getByTestId('fact-extra-margin')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Offers/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Quotation settings/ })).toHaveCount(0);
  await app.screenshot('52-client-company');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a client’s order shows our prices, not whom we buy from nor our notes', async ({ app }) => {
  const page = await app.signInTo('client', 'Orders');
  await page.getByTestId('order-table').getByTestId('table-row').first().click();
  await expect(page.getByTestId('order-number')).toBeVisible();
  const headers = page.getByTestId('order-positions').getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Unit price' })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^(Supplier|Problem|Comment)$/ })).toHaveCount(0);
  // Nor our note on the order.
  await expect(page.getByLabel('Comment')).toHaveCount(0);
  await app.screenshot('53-client-order');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

for (const username of ['parts_search', 'fg_seller']) {
  test(`${username} reads an RFQ and its KP without our cost and margin, and stays signed in`, async ({
    app,
  }) => {
    const page = await app.signIn(username);
    const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
    const session = await page.evaluate(() => window.aerodesk.vault.readSession());
    const access = session?.access ?? '';
    const rfqs = await apiAs<Paginated<RfqListItem>>(
      serverUrl,
      access,
      `${username}/rfq/?list=archive&page_size=30`,
    );
    const quoted = rfqs.results.find((rfq) => rfq.kp_count > 0);
    if (!quoted) throw new Error('no quoted RFQ in the demo data');
    const rfq = await apiAs<RfqDetail>(serverUrl, access, `${username}/rfq/${quoted.id}/`);
    const kp = rfq.rfq_kp[0]!;

    await goTo(page, `/rfq/${rfq.id}`);
    await expect(page.getByTestId('rfq-number')).toBeVisible();
    await app.screenshot(`54-${username}-rfq`);
    await openKp(page, { rfq: rfq.id, rfqNumber: rfq.number, kp });
    const headers = page.getByTestId('kp-rows').getByRole('columnheader');
    await expect(headers.filter({ hasText: 'Unit price' })).toHaveCount(1);
    await expect(headers.filter({ hasText: /^(Cost|Margin)$/ })).toHaveCount(0);
    // Staff may still export a document of ours; only attaching it is for RFQ writers.
    await expect(page.getByTestId('export-pdf')).toBeVisible();
    // Nothing it opened was refused: a 403 would have signed it out (spec §8).
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
}
