/**
 * The single RFQ's quotation working copy (RfqPage with its QuotationPanel and TotalsBar): prices
 * follow the copy as it is typed, Close without saving brings the saved quotation back, a margin
 * the shared schema refuses is named beside its field (and no total is shown), Save keeps what was
 * typed, and Create KP says why it cannot act. Each test starts from its own RFQ, made through the
 * API: in work, two positions of demo part numbers with offers, the first offer of each chosen.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { chooseFirstOffers, rfq, rfqInWork, type ApiUser } from '../fixtures/sales-state.ts';
import { renderAt, signInAsSales, unmount, type Rendered } from './harness/app.tsx';

let sales: ApiUser;
let partNumbers: string[];

beforeAll(async () => {
  ({ sales, partNumbers } = await signInAsSales());
});
afterEach(unmount);

async function pricedRfq(): Promise<RfqDetail> {
  const made = await rfqInWork(
    sales,
    partNumbers.map((part_number, index) => ({ part_number, quantity: index + 1 })),
  );
  return chooseFirstOffers(sales, made.id);
}

const totals = () => page.getByLabelText('Quotation totals');
const margin = () =>
  page
    .getByRole('spinbutton', { name: 'RFQ margin, %' })
    .or(page.getByRole('textbox', { name: 'RFQ margin, %' }));

/** A total as shown ('12,345.60'), as a number. */
async function shownTotal(testId: 'total' | 'total-no-vat' | 'total-vat'): Promise<number> {
  const cell = totals().getByTestId(testId).getByRole('definition');
  await expect.element(cell).toBeVisible();
  return Number(cell.element().textContent!.replace(/[^\d.-]/g, ''));
}

async function openQuotation(made: RfqDetail): Promise<Rendered> {
  const shown = renderAt(`/rfq/${made.id}`);
  await expect.element(page.getByRole('heading', { name: 'Quotation' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit quotation' }).click();
  return shown;
}

test('the totals follow the margin as it is typed', async () => {
  const made = await pricedRfq();
  await openQuotation(made);
  await userEvent.fill(margin(), '10');
  await expect.poll(() => shownTotal('total-no-vat')).toBeGreaterThan(0);
  const atTen = await shownTotal('total-no-vat');
  await userEvent.fill(margin(), '30');
  await expect.poll(() => shownTotal('total-no-vat')).toBeGreaterThan(atTen);
  await expect.element(page.getByText('Unsaved changes')).toBeVisible();
});

test('VAT on adds the typed rate to the total', async () => {
  const made = await pricedRfq();
  await openQuotation(made);
  await userEvent.fill(margin(), '20');
  const vat = page.getByRole('checkbox', { name: 'VAT', exact: true });
  // The client's setting may have it on already.
  if (!(vat.element() as HTMLInputElement).checked) await vat.click();
  await expect.element(vat).toBeChecked();
  await userEvent.fill(
    page
      .getByRole('spinbutton', { name: 'VAT, %' })
      .or(page.getByRole('textbox', { name: 'VAT, %' })),
    '20',
  );
  await expect.element(totals().getByTestId('total-vat')).toMatchTextContent(/VAT 20 %/);
  const withoutVat = await shownTotal('total-no-vat');
  await expect.poll(() => shownTotal('total-vat')).toBeCloseTo(withoutVat * 0.2, 1);
  await expect.poll(() => shownTotal('total')).toBeCloseTo(withoutVat * 1.2, 1);
});

test('Close without saving brings the saved quotation back', async () => {
  const made = await pricedRfq();
  await openQuotation(made);
  const saved = await shownTotal('total');
  await userEvent.fill(margin(), '45');
  await expect.poll(() => shownTotal('total')).not.toBe(saved);

  await page.getByRole('button', { name: 'Close quotation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close without saving?' });
  await confirm.getByRole('button', { name: 'Close without saving' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.element(page.getByText('Unsaved changes')).not.toBeInTheDocument();
  await expect.poll(() => shownTotal('total')).toBe(saved);
  await page.getByRole('button', { name: 'Edit quotation' }).click();
  await expect
    .element(margin())
    .toHaveDisplayValue(String(made.quotation.marginByUserInRFQHead ?? ''));
  expect((await rfq(sales, made.id)).quotation.marginByUserInRFQHead).toBe(
    made.quotation.marginByUserInRFQHead,
  );
});

test('a margin the schema refuses is named beside it, with no total and no KP', async () => {
  const made = await pricedRfq();
  await openQuotation(made);
  await userEvent.fill(margin(), '-5');
  await expect.element(margin()).toBeInvalid();
  await expect.element(margin()).toHaveAccessibleDescription(/The margin is .* to /);
  await expect.element(totals().getByTestId('total')).not.toBeInTheDocument();
  await expect.element(totals().getByText('Correct the quotation first.')).toBeVisible();
  await expect.element(totals().getByRole('button', { name: 'Create KP' })).toBeDisabled();

  await userEvent.fill(margin(), '15');
  await expect.element(margin()).not.toBeInvalid();
  await expect.element(totals().getByRole('button', { name: 'Create KP' })).toBeEnabled();
});

test('Save quotation keeps the typed margin on the server', async () => {
  const made = await pricedRfq();
  await openQuotation(made);
  await userEvent.fill(margin(), '27');
  await page.getByRole('button', { name: 'Save quotation' }).click();
  await expect
    .element(page.getByRole('status').filter({ hasText: 'Update Successful' }))
    .toBeVisible();
  await expect.element(page.getByText('Unsaved changes')).not.toBeInTheDocument();
  expect((await rfq(sales, made.id)).quotation.marginByUserInRFQHead).toBe(27);
});

test('Create KP waits for a chosen offer, then saves the head and opens the new KP', async () => {
  const bare = await rfqInWork(sales, [{ part_number: partNumbers[0]!, quantity: 1 }]);
  renderAt(`/rfq/${bare.id}`);
  await expect
    .element(totals().getByText('Choose an offer for at least one position.'))
    .toBeVisible();
  await expect.element(totals().getByRole('button', { name: 'Create KP' })).toBeDisabled();
  unmount();

  const made = await pricedRfq();
  const shown = await openQuotation(made);
  await userEvent.fill(margin(), '12');
  await totals().getByRole('button', { name: 'Create KP' }).click();
  await expect.poll(() => shown.path()).toMatch(new RegExp(`^/rfq/${made.id}/kp/\\d+$`));
  const saved = await rfq(sales, made.id);
  expect(saved.quotation.marginByUserInRFQHead).toBe(12);
  expect(saved.rfq_kp).toHaveLength(1);
});
