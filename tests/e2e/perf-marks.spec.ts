/**
 * The RFQ list measures its own sort, page and filter (src-renderer/lib/perfMarks.ts), always, in
 * the built app: what the `rfq-list-ui` benchmark reads. Durations are not judged here (that is the
 * benchmark's job); that every interaction leaves its three measures, in order, is.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The durations of the page's measures of this name, oldest first. */
async function measures(page: Page, name: string): Promise<number[]> {
  return page.evaluate(
    (wanted) => performance.getEntriesByName(wanted).map((entry) => entry.duration),
    name,
  );
}

test('sorting, paging and filtering the RFQ list each leave input, rows and total measures', async ({
  app,
}) => {
  const page = await app.signInTo('sales', 'RFQs');
  await page.locator('[data-tab="archive"]').click();
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();

  const interactions = [
    { kind: 'sort', act: () => page.locator('button.th-sort').first().click() },
    { kind: 'page', act: () => page.getByRole('button', { name: 'Next page' }).click() },
    { kind: 'filter', act: () => page.getByLabel('Priority').selectOption('ROUTINE') },
  ];
  for (const { kind, act } of interactions) {
    expect(await measures(page, `rfq-list:${kind}:total`), kind).toHaveLength(0);
    await act();
    await expect.poll(() => measures(page, `rfq-list:${kind}:total`), kind).toHaveLength(1);
    const [input] = await measures(page, `rfq-list:${kind}:input`);
    const [shown] = await measures(page, `rfq-list:${kind}:rows`);
    const [total] = await measures(page, `rfq-list:${kind}:total`);
    // The click's own work and the answer's rendering both lie within what the user waited.
    expect(input, kind).toBeGreaterThanOrEqual(0);
    expect(shown, kind).toBeGreaterThanOrEqual(0);
    expect(total!, kind).toBeGreaterThanOrEqual(input! + shown!);
  }
});
