/**
 * "Select page" on the products list (the shared row selection, features/rfq/columns.tsx) as the
 * list first loads: while no rows are shown it is off, not a box whose click selects nothing and
 * springs back unchecked; once the page is shown it takes every row of it, and keeps them.
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
