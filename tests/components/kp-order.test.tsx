/**
 * The KP's export dialog (KpExportDialog) and the single order (OrderPage): the version and rows
 * chosen in the dialog shape the document handed to main to render (recorded by the test page's
 * bridge, harness/bridge.ts), a KP deleted says 'Quote deleted' (spec §9), and cancelling an order
 * asks first and keeps its comment. The KP and
 * the order are made through the API for each test.
 */
import { pathOf } from '../../src-shared/api/endpoint.ts';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { kpEndpoints, type KpSummary } from '../../src-shared/api/kp.ts';
import { orderEndpoints, type OrderDetail } from '../../src-shared/api/order.ts';
import { kpVersion } from '../../src-shared/domain/kp-versions.ts';
import { orderFromKp, rfqWithKp, type ApiUser } from '../fixtures/sales-state.ts';
import { renderAt, signInAsSales, unmount } from './harness/app.tsx';
import { saved } from './harness/bridge.ts';

let sales: ApiUser;
let partNumbers: string[];

beforeAll(async () => {
  ({ sales, partNumbers } = await signInAsSales());
});
beforeEach(() => {
  saved.kpPdf.length = 0;
});
afterEach(unmount);

async function openExport(): Promise<{ kpNumber: string; partNumbers: string[] }> {
  const { rfq, kp } = await rfqWithKp(sales, partNumbers);
  renderAt(`/rfq/${rfq.id}/kp/${kp.id}`);
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect
    .element(page.getByRole('dialog', { name: `Export ${kp.number} as PDF` }))
    .toBeVisible();
  return { kpNumber: kp.number, partNumbers: kp.rows.map((row) => row.part_number) };
}

const dialog = () => page.getByRole('dialog', { name: /^Export .* as PDF$/ });

test('the version chosen is the document written, in its language and file name', async () => {
  const { kpNumber } = await openExport();
  await dialog().getByRole('combobox', { name: 'KP version' }).selectOptions('3');
  await expect.element(dialog()).toMatchTextContent(/English/);
  await dialog().getByRole('button', { name: 'Export PDF' }).click();
  await expect.element(dialog()).not.toBeInTheDocument();
  await expect.poll(() => saved.kpPdf.length).toBe(1);
  const request = saved.kpPdf[0]!;
  expect(request.document.version).toBe(3);
  expect(request.document.number).toBe(kpNumber);
  expect(request.suggestedName).toBe(`${kpNumber} v3.pdf`);
  expect(kpVersion(3).language).toBe('en');

  // Another KP version is another language: Russian for version 1.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await dialog().getByRole('combobox', { name: 'KP version' }).selectOptions('1');
  await expect.element(dialog()).toMatchTextContent(/Russian/);
  await dialog().getByRole('button', { name: 'Export PDF' }).click();
  await expect.poll(() => saved.kpPdf.length).toBe(2);
  expect(saved.kpPdf[1]!.document.version).toBe(1);
  expect(saved.kpPdf[1]!.suggestedName).toBe(`${kpNumber} v1.pdf`);
});

test('only the rows left in are on the document, and no row at all cannot be exported', async () => {
  const { partNumbers: onKp } = await openExport();
  await dialog().getByRole('checkbox', { name: 'Include row 1' }).click();
  await expect.element(dialog()).toMatchTextContent(/1 of 2 rows/);
  await dialog().getByRole('checkbox', { name: 'Include row 2' }).click();
  await expect.element(dialog()).toMatchTextContent(/0 of 2 rows/);
  await expect.element(dialog().getByRole('button', { name: 'Export PDF' })).toBeDisabled();
  await expect.element(dialog()).toMatchTextContent(/Choose at least one row/);

  await dialog().getByRole('checkbox', { name: 'Include row 2' }).click();
  await dialog().getByRole('button', { name: 'Export PDF' }).click();
  await expect.poll(() => saved.kpPdf.length).toBe(1);
  const rows = saved.kpPdf[0]!.document.rows;
  expect(rows.map((row) => row.part_number)).toEqual([onKp[1]]);
});

async function orderOf(order: OrderDetail): Promise<OrderDetail> {
  return sales.call<OrderDetail>(
    'GET',
    pathOf(orderEndpoints.one, { role: sales.role, id: order.id }),
  );
}

/** A new order from a KP, open on its page with the Cancel order question asked. */
async function cancelQuestionOfNewOrder() {
  const { kp } = await rfqWithKp(sales, partNumbers);
  const order = await orderFromKp(sales, kp.id);
  renderAt(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  return { order, question: page.getByRole('dialog', { name: `Cancel order ${order.number}` }) };
}

test('cancelling an order asks first; closing the question cancels nothing', async () => {
  const { order, question } = await cancelQuestionOfNewOrder();
  await expect.element(question).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(question).not.toBeInTheDocument();
  expect((await orderOf(order)).archive).toBe(false);
});

test('a cancelled order keeps its comment, moves to the archive and offers no cancel', async () => {
  const { order, question } = await cancelQuestionOfNewOrder();
  await userEvent.fill(
    question.getByRole('textbox', { name: 'Reason for cancelling (optional)' }),
    'The client withdrew',
  );
  await question.getByRole('button', { name: 'Cancel order' }).click();
  await expect.element(page.getByText('Cancelled: The client withdrew')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(await orderOf(order)).toMatchObject({
    archive: true,
    cancel_comment: 'The client withdrew',
  });
});

test("a KP deleted says 'Quote deleted', goes back to its RFQ, and is gone from the server", async () => {
  const { rfq, kp } = await rfqWithKp(sales, partNumbers);
  const shown = renderAt(`/rfq/${rfq.id}/kp/${kp.id}`);
  await page.getByRole('button', { name: 'Delete KP' }).click();
  const question = page.getByRole('dialog', { name: `Delete KP ${kp.number}` });
  await question.getByRole('button', { name: 'Delete KP' }).click();
  await expect.element(page.getByTestId('toast-success').getByText('Quote deleted')).toBeVisible();
  await expect.poll(() => shown.path()).toBe(`/rfq/${rfq.id}`);
  const left = await sales.call<KpSummary[]>(
    'GET',
    pathOf(kpEndpoints.list, { role: sales.role, id: rfq.id }),
  );
  expect(left.map((each) => each.id)).not.toContain(kp.id);
});
