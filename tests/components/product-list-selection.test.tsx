/**
 * The products list's row selection (the shared one, features/rfq/columns.tsx) against the list's
 * own timing: "Select page" as the list first loads (while no rows are shown it is off, not a box
 * whose click selects nothing and springs back unchecked; once the page is shown it takes every
 * row of it, and keeps them), and a row ticked while a typed search waits to be sent.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderAt, signInAs, unmount } from './harness/app.tsx';

beforeAll(async () => {
  await signInAs('warehouse');
});
afterEach(unmount);

/** Holds back the answers of the products list's page requests until `release()`. */
function holdProductPages(): { release: () => void; restore: () => void } {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await realFetch(input, init);
    if (/\/product\/\?/.test(url)) await released;
    return response;
  };
  return { release, restore: () => (globalThis.fetch = realFetch) };
}

test('Select page waits, off, for the first page, then takes all of it', async () => {
  const held = holdProductPages();
  try {
    renderAt('/products');
    const selectPage = page.getByRole('checkbox', { name: 'Select page' });
    await expect.element(selectPage).toBeVisible();
    // Loading: no rows yet, nothing to select.
    await expect.element(selectPage).toBeDisabled();
    held.release();
  } finally {
    held.restore();
  }
  const table = page.getByRole('table', { name: 'Products' });
  const rowBoxes = table.getByRole('checkbox', { name: /^Select P\d{8} / });
  await expect.poll(() => rowBoxes.elements().length).toBe(10);
  const selectPage = page.getByRole('checkbox', { name: 'Select page' });
  await expect.element(selectPage).toBeEnabled();

  await selectPage.click();
  await expect.element(selectPage).toBeChecked();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect.element(bar).toMatchTextContent('10 selected');
  expect(rowBoxes.elements().every((box) => (box as HTMLInputElement).checked)).toBe(true);

  await selectPage.click();
  await expect.element(selectPage).not.toBeChecked();
  await expect.element(bar).not.toBeInTheDocument();
});

test('a row ticked as a search is typed stays ticked when the search is sent', async () => {
  renderAt('/products');
  const table = page.getByRole('table', { name: 'Products' });
  const rowBoxes = table.getByRole('checkbox', { name: /^Select P\d{8} / });
  await expect.poll(() => rowBoxes.elements().length).toBe(10);
  const first = rowBoxes.elements()[0] as HTMLInputElement;
  // "Select P00000012 ABC-123": the search that keeps this very row in the list.
  const name = first.getAttribute('aria-label') ?? '';
  const partNumber = name.split(' ').slice(2).join(' ');
  expect(partNumber).not.toBe('');

  // Typed, and the row ticked before the search is sent (it waits for typing to pause).
  await page.getByRole('searchbox').fill(partNumber);
  const box = table.getByRole('checkbox', { name });
  await box.click();
  await expect.element(box).toBeChecked();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect.element(bar).toMatchTextContent('1 selected');

  // Sent, answered: the list shows the search's rows, the tick kept.
  await expect.poll(() => rowBoxes.elements().length).toBeLessThan(10);
  await expect.element(box).toBeChecked();
  await expect.element(bar).toMatchTextContent('1 selected');

  // Typing again lets the selection go at once, as a new view does.
  await page.getByRole('searchbox').fill(`${partNumber}-`);
  await expect.element(bar).not.toBeInTheDocument();
});
