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
