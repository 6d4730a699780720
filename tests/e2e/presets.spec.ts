/**
 * Saved filter presets on a server list (issue 7 §4 and spec §7 update_preset_settings/): the
 * filters set now saved under a name, cleared, brought back by the preset, kept on the server
 * across a reload and across a restart of the app, and deleted.
 */
import type { Page } from '@playwright/test';
import { e2eEnvironment } from './environment.ts';
import { expect, test, type App } from './fixtures.ts';

/**
 * The app closed and started again: in the browser host, the window's context closed and a new
 * one opened on the host (nothing of the old page's memory or storage left); in Electron, the
 * window reloaded. Signed in again when the start shows the login. The new page's context, when
 * there is one, is the caller's to close.
 */
async function restart(app: App, username: string): Promise<Page> {
  let page = app.page;
  if (app.host === 'browser') {
    const browser = page.context().browser();
    if (!browser) throw new Error('The browser host runs in a browser');
    await page.context().close();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await page.goto(e2eEnvironment().hostUrl);
  } else {
    await page.reload();
  }
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn.or(page.getByTestId('user-menu'))).toBeVisible();
  if (await signIn.isVisible()) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('demo');
    await signIn.click();
  }
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

test('a user saves the filters of a list as a preset, applies it again after a reload, deletes it', async ({
  app,
}) => {
  const page = await app.signInTo('sales', 'Companies');
  const category = page.getByLabel('Category');
  const option = await category.locator('option').nth(2).getAttribute('value');
  await category.selectOption(option ?? '');

  await page.getByTestId('preset-menu').click();
  await page.getByLabel('Preset name').fill('Suppliers I call');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('preset-menu')).toContainText('Suppliers I call');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(category).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('preset-menu')).toBeVisible();
  await page.getByTestId('preset-menu').click();
  await page.getByRole('button', { name: 'Suppliers I call', exact: true }).click();
  await expect(category).toHaveValue(option ?? '');
  await app.screenshot('76-list-preset');

  const info = await app.apiGet<{
    preset_settings: { setting: Record<string, { name: string }[]> };
  }>('sales/home/user_info/');
  expect(
    Object.values(info.preset_settings.setting)
      .flat()
      .map((p) => p.name),
  ).toContain('Suppliers I call');
  await page.getByTestId('preset-menu').click();
  await page.getByRole('button', { name: 'Delete preset Suppliers I call' }).click();
  await expect(page.getByRole('button', { name: 'Suppliers I call', exact: true })).toHaveCount(0);
});

test('a user saves a preset on the RFQ list and switches to it after a restart', async ({
  app,
}) => {
  const page = await app.signInTo('sales', 'RFQs');
  const manager = page.getByLabel('Manager', { exact: true });
  await expect(manager.locator('option').nth(1)).toBeAttached();
  const managerId = (await manager.locator('option').nth(1).getAttribute('value')) ?? '';
  await manager.selectOption(managerId);
  await page.getByLabel('Repair', { exact: true }).selectOption('true');

  await page.getByTestId('preset-menu').click();
  await page.getByLabel('Preset name').fill('Repairs of one manager');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('preset-menu')).toContainText('Repairs of one manager');
  await page
    .getByRole('search', { name: 'RFQ filters' })
    .getByRole('button', { name: 'Clear filters' })
    .click();
  await expect(page.getByLabel('Repair', { exact: true })).toHaveValue('');

  const after = await restart(app, 'sales');
  try {
    await after
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'RFQs' })
      .click();
    await expect(after.getByLabel('Repair', { exact: true })).toHaveValue('');
    await after.getByTestId('preset-menu').click();
    await after.getByRole('button', { name: 'Repairs of one manager', exact: true }).click();
    await expect(after.getByLabel('Repair', { exact: true })).toHaveValue('true');
    await expect(after.getByLabel('Manager', { exact: true })).toHaveValue(managerId);
    await expect(after.getByTestId('preset-menu')).toContainText('Repairs of one manager');
    await after.getByTestId('preset-menu').click();
    await after.getByRole('button', { name: 'Delete preset Repairs of one manager' }).click();
    await expect(
      after.getByRole('button', { name: 'Repairs of one manager', exact: true }),
    ).toHaveCount(0);
  } finally {
    if (after !== page) await after.context().close();
  }
});
