/**
 * Settings (issue 10, spec §7): the pricing analyst sees the currency rates and the margins,
 * changes a sale type's steps (a wrong step is refused beside it, nothing saved); an admin changes
 * the transport margin and the step of a sale type, and a sales manager's quotation prices with
 * the new step (worked out here by the one pricing module from what the API says).
 */
import type { Locator, Page } from '@playwright/test';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqDetail, RfqListItem, RfqPosition } from '../../src-shared/api/rfq.ts';
import type {
  CurrencyRates,
  SaleTypeMargin,
  TransportMargin,
} from '../../src-shared/api/setting.ts';
import { priceLine, stepPercent, toUsd } from '../../src-shared/domain/pricing.ts';
import { formatMoney, formatPercent } from '../../src-renderer/lib/format.ts';
import { expect, test, toast, type App } from './fixtures.ts';

test('a pricing analyst edits margin steps; a wrong step is refused beside it', async ({ app }) => {
  const page = await app.signInTo('pricing', 'Settings');
  await expect(page.getByTestId('currency-rates')).toContainText('EUR');
  const margins = await app.apiGet<SaleTypeMargin[]>('pricing/margin/');
  // A sale type with room for one more step (at most 30): each run adds one.
  const target = margins.find(
    (margin) => margin.steps.length > 0 && margin.steps.length < 30,
  ) as SaleTypeMargin;
  const added = nextStepFrom(target.steps);
  const editor = page.getByTestId(`margin-${target.sale_type.id}`);
  await editor.getByRole('button', { name: 'Edit' }).click();

  // A step that does not rise: refused beside it, nothing saved.
  await editor.getByRole('button', { name: 'Add step' }).click();
  const last = target.steps.length + 1;
  await editor.getByLabel(`Step ${last} from, USD`).fill('0');
  await editor.getByLabel(`Step ${last} margin, %`).fill('5');
  await editor.getByRole('button', { name: 'Save steps' }).click();
  await expect(editor.getByRole('alert')).toContainText('Each step starts above the one before.');
  await app.screenshot('78-settings-margin-refused');

  await editor.getByLabel(`Step ${last} from, USD`).fill(String(added));
  await saveAndAwait(page, editor.getByRole('button', { name: 'Save steps' }), 'pricing/margin/');
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(editor).toContainText(added.toLocaleString('en-US'));
  const after = await app.apiGet<SaleTypeMargin[]>('pricing/margin/');
  expect(after.find((margin) => margin.sale_type.id === target.sale_type.id)?.steps.at(-1)).toEqual(
    {
      from: added,
      percent: 5,
    },
  );

  // Base settings, on the manager path; a warranty term. Each takes a value other than the one it
  // has, so what is read back can only be this run's save.
  const base = page.getByTestId('base-settings');
  const vatBefore = (await app.apiGet<{ vat_value: number }>('pricing/base_settings/1/')).vat_value;
  const vat = vatBefore === 19 ? 20 : 19;
  await base.getByLabel('VAT, %').fill(String(vat));
  await saveAndAwait(page, base.getByRole('button', { name: 'Save' }), 'manager/base_settings/1/');
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  expect((await app.apiGet<{ vat_value: number }>('pricing/base_settings/1/')).vat_value).toBe(vat);
  const warranty = page.getByTestId('warranty-terms');
  const termsBefore = await app.apiGet<{ months: number }[]>('pricing/warranty_terms/');
  const months = termsBefore[0]?.months === 24 ? 36 : 24;
  await warranty
    .getByRole('textbox', { name: /: months$/ })
    .first()
    .fill(String(months));
  await saveAndAwait(
    page,
    warranty.getByRole('button', { name: 'Save warranties' }),
    'pricing/warranty_terms/update_many_warranties/',
  );
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  const terms = await app.apiGet<{ months: number }[]>('pricing/warranty_terms/');
  expect(terms[0]?.months).toBe(months);
  await app.screenshot('79-settings');
});

/**
 * Where the step a run adds starts: 250,000 USD above the last step, or at 250,000 when the last
 * starts below that (the seeded steps), so a second run on the same database adds a step that
 * still rises.
 */
function nextStepFrom(steps: SaleTypeMargin['steps']): number {
  const lastFrom = steps.at(-1)?.from ?? 0;
  return lastFrom < 250000 ? 250000 : lastFrom + 250000;
}

/**
 * Clicks a save and waits for the server's answer to it (2xx). The "Update Successful" toast
 * alone cannot tell: toasts stay 3 s, so an earlier save's toast of the same words may still show.
 */
async function saveAndAwait(page: Page, button: Locator, path: string): Promise<void> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() !== 'GET' &&
      new URL(response.url()).pathname.endsWith(`/${path}`),
  );
  await button.click();
  expect((await answer).ok(), `the answer to ${path}`).toBe(true);
}

/** A quotation line that prices from its sale type's steps: nothing typed over the step margin. */
interface StepPriced {
  rfq: RfqDetail;
  position: RfqPosition;
  offer: SupplierOffer;
}

/**
 * An RFQ in work (not quoted: a quoted one is frozen) with no margin typed in its head, and one of
 * its positions with a chosen offer and no margin or price typed: its price is the step's.
 */
async function aStepPricedLine(app: App): Promise<StepPriced> {
  const list = await app.apiGet<Paginated<RfqListItem>>('admin/rfq/?list=in_work&page_size=30');
  for (const item of list.results) {
    if (item.positions_count === 0 || item.activity_status === 'quoted') continue;
    const rfq = await app.apiGet<RfqDetail>(`admin/rfq/${item.id}/`);
    if (rfq.quotation.marginByUserInRFQHead !== null) continue;
    const position = rfq.positions.find(
      (line) =>
        line.chosen_offer !== null &&
        line.margin_by_user === null &&
        line.unit_price_by_user === null,
    );
    if (!position) continue;
    const offer = await offerOf(app, position);
    if (offer) return { rfq, position, offer };
  }
  throw new Error('No RFQ in work prices a line from the margin steps');
}

/** The chosen offer of a position, from the offers of its group (pages of 30). */
async function offerOf(app: App, position: RfqPosition): Promise<SupplierOffer | undefined> {
  for (let page = 1; page <= 20; page++) {
    const offers = await app.apiGet<Paginated<SupplierOffer>>(
      `admin/offer/?position=${position.id}&page_size=30&page=${page}`,
    );
    const chosen = offers.results.find((candidate) => candidate.id === position.chosen_offer);
    if (chosen) return chosen;
    if (!offers.next) return undefined;
  }
  return undefined;
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test("an admin changes a margin and a sales manager's quotation prices with it", async ({
  app,
}) => {
  const page = await app.signInTo('admin', 'Settings');

  // The transport margin: a negative step is refused beside it, nothing saved; then changed.
  const transport = page.getByTestId('transport-margin');
  const transportBefore = await app.apiGet<TransportMargin>('admin/transport_margin/');
  await transport.getByRole('button', { name: 'Edit' }).click();
  await transport.getByLabel('Step 1 margin, %').fill('-3');
  await transport.getByRole('button', { name: 'Save steps' }).click();
  await expect(transport.getByRole('alert')).toHaveText('A margin cannot be negative.');
  expect(await app.apiGet<TransportMargin>('admin/transport_margin/')).toEqual(transportBefore);
  const firstTransport = (transportBefore.steps[0]?.percent ?? 0) + 1;
  await transport.getByLabel('Step 1 margin, %').fill(String(firstTransport));
  await saveAndAwait(
    page,
    transport.getByRole('button', { name: 'Save steps' }),
    'admin/transport_margin/',
  );
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(transport.getByRole('button', { name: 'Edit' })).toBeVisible();
  const transportAfter = await app.apiGet<TransportMargin>('admin/transport_margin/');
  expect(transportAfter.steps[0]?.percent).toBe(firstTransport);
  await page.getByRole('heading', { name: 'Transport margin' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId(/^toast-/)).toHaveCount(0);
  await app.screenshot('109-settings-transport-margin');

  // The step the line's cost falls in, of the RFQ's sale type: raised by 11 points.
  const { rfq, position, offer } = await aStepPricedLine(app);
  const rates = (await app.apiGet<CurrencyRates>('admin/currency_rate/')).rates;
  const margins = await app.apiGet<SaleTypeMargin[]>('admin/margin/');
  const steps = margins.find((margin) => margin.sale_type.id === rfq.quotation.sale_type.id)!.steps;
  const costUsd = toUsd(offer.price, offer.currency.code ?? offer.currency.name, rates);
  const before = stepPercent(steps, costUsd);
  const index = steps.findIndex((step) => step.percent === before && step.from <= costUsd);
  expect(index, 'the line falls in a step').toBeGreaterThanOrEqual(0);
  const raised = before + 11;
  const editor = page.getByTestId(`margin-${rfq.quotation.sale_type.id}`);
  await editor.getByRole('button', { name: 'Edit' }).click();
  await editor.getByLabel(`Step ${index + 1} margin, %`).fill(String(raised));
  await saveAndAwait(page, editor.getByRole('button', { name: 'Save steps' }), 'admin/margin/');
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  const newSteps = steps.map((step, i) => (i === index ? { ...step, percent: raised } : step));
  expect(
    (await app.apiGet<SaleTypeMargin[]>('admin/margin/')).find(
      (margin) => margin.sale_type.id === rfq.quotation.sale_type.id,
    )?.steps,
  ).toEqual(newSteps);

  // What the quotation must show, from the one pricing module and what the API says.
  const company = await app.apiGet<CompanyDetail>(`admin/company/${rfq.company.id}/`);
  const extraMargin = company.quotation_setting?.extra_margin ?? company.extra_margin ?? 0;
  const head = rfq.quotation;
  const expected = priceLine(
    {
      cost: offer.price,
      currency: offer.currency.code ?? offer.currency.name,
      quantity: position.quantity,
    },
    {
      rates,
      quoteCurrency: head.main_price_unit.code ?? head.main_price_unit.name,
      xRate: head.xRate,
      marginSteps: newSteps,
      marginByUser: null,
      extraMargin,
      transportSteps: transportAfter.steps,
      logisticsOn: head.logistics_on,
      includeTransportInPrice: head.include_transport_in_price,
      vat: head.vat,
      vatValue: head.vat_value,
    },
  );
  expect(expected.marginPercent).toBe(raised + extraMargin);

  // The sales manager opens the RFQ: the line is priced with the new step.
  await logOut(page);
  await app.signInTo('sales', 'RFQs');
  await page.locator('[data-tab="in_work"]').click();
  await page.getByLabel('Search RFQs').fill(rfq.number);
  await page.locator(`[data-testid="table-row"][data-row-id="${rfq.id}"]`).click();
  await expect(page.getByTestId('rfq-number')).toHaveText(rfq.number);
  const row = page
    .getByTestId('positions-table')
    .locator(`[data-testid="table-row"][data-row-id="${position.id}"]`);
  await expect(row).toContainText(formatMoney(expected.unitPrice));
  await expect(row).toContainText(formatPercent(expected.marginPercent));
  await row.scrollIntoViewIfNeeded();
  await app.screenshot('110-quotation-priced-by-new-margin');
});

test('an admin enters a currency rate by hand; a rate of 0 is refused beside it', async ({
  app,
}) => {
  const page = await app.signInTo('admin', 'Settings');
  const before = await app.apiGet<CurrencyRates>('admin/currency_rate/');
  const eur = String(before.rates.EUR);
  await page.getByRole('button', { name: 'Enter rates' }).click();
  await page.getByLabel('EUR per 1 USD').fill('0');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByRole('alert').first()).toContainText('A rate is a number above 0');
  await app.screenshot('115-settings-rates-refused');
  // The same rate again: saved, and taken now.
  await page.getByLabel('EUR per 1 USD').fill(eur);
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(page.getByTestId('currency-rates')).toContainText('EUR');
  const after = await app.apiGet<CurrencyRates>('admin/currency_rate/');
  expect(after.rates.EUR).toBe(before.rates.EUR);
  expect(Date.parse(after.timestamp)).toBeGreaterThan(Date.parse(before.timestamp));
});
