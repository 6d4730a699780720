/**
 * The Columns menu where a view hides a column over the settings (the need-offer lists' offer,
 * shown on the activity tab only, and its Asked, hidden there): the menu says "not here" and takes
 * no tick for it, the choice is kept for the tabs where the column shows, and a user may still hide
 * the offer on the tab it belongs to.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderAt, signInAs, unmount } from './harness/app.tsx';

beforeAll(async () => {
  await signInAs('parts_search');
});
afterEach(unmount);

test("a column of another tab is listed as not here; the activity tab's offer can be hidden", async () => {
  renderAt('/need-offers');
  const table = page.getByRole('table', { name: /^Positions: / });
  await expect.element(table.getByRole('columnheader', { name: 'Asked' })).toBeVisible();
  const menu = page.getByRole('group', { name: 'Columns' });
  const openMenu = async () => {
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect.element(menu).toBeVisible();
  };
  await openMenu();
  const offer = menu.getByRole('checkbox', { name: /New offer/ });
  await expect.element(offer).toBeDisabled();
  await expect.element(offer).not.toBeChecked();
  await expect.element(menu.getByText('(not here)')).toBeVisible();
  await expect.element(menu.getByRole('checkbox', { name: /Asked/ })).toBeChecked();
  await userEvent.keyboard('{Escape}');
  await expect.element(menu).not.toBeInTheDocument();

  (document.querySelector('[data-tab="activity_offers"]') as HTMLElement).click();
  await expect.element(table.getByRole('columnheader', { name: 'New offer' })).toBeVisible();
  expect(table.getByRole('columnheader', { name: 'Asked' }).elements()).toHaveLength(0);
  await openMenu();
  await expect.element(menu.getByRole('checkbox', { name: /Asked/ })).toBeDisabled();
  await expect.element(offer).toBeEnabled();
  await expect.element(offer).toBeChecked();
  await offer.click();
  await expect
    .poll(() => table.getByRole('columnheader', { name: 'New offer' }).elements().length)
    .toBe(0);
});

/** The width a header of the need-offer table stands at, in px. */
function headerWidth(name: string): number {
  const header = [...document.querySelectorAll('[data-testid="need-offer-table"] th')].find(
    (th) => th.textContent?.trim() === name,
  );
  if (!header) throw new Error(`no header ${name}`);
  return header.getBoundingClientRect().width;
}

test('the client column takes the width the table has to spare, and never less than its own', async () => {
  renderAt('/need-offers');
  const table = page.getByRole('table', { name: /^Positions: / });
  await expect.element(table.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  const scroll = document.querySelector('[data-testid="need-offer-table"] .table-scroll');
  const filler = document.querySelector('[data-testid="need-offer-table"] th.filler');
  if (!(scroll instanceof HTMLElement) || !filler) throw new Error('no table');
  // 1440 px: the columns' own widths leave about 90 px, all of it the client's, none after the last.
  expect(headerWidth('Client')).toBeGreaterThan(200);
  expect(filler.getBoundingClientRect().width).toBe(0);
  expect(scroll.scrollWidth).toBe(scroll.clientWidth);
  try {
    // Narrower than the columns: the client keeps its 150 px and the table scrolls sideways.
    await page.viewport(900, 900);
    await expect.poll(() => headerWidth('Client')).toBe(150);
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
  } finally {
    await page.viewport(1440, 900);
  }
});
