/**
 * Saved filter presets on a server list (issue 7 §4 and spec §7 update_preset_settings/): the
 * filters set now saved under a name, cleared, brought back by the preset, kept on the server
 * across a reload, and deleted.
 */
import { expect, test } from './fixtures.ts';

test('a user saves the filters of a list as a preset, applies it again after a reload, deletes it', async ({
  app,
}) => {
  const { page } = app;
  await app.signInTo('sales', 'Companies');
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
