/**
 * Contacts (issue 10): the admin finds a person in the contact analytics and sets whom they report
 * to; a supervisor follows the chats of chosen people (the chat selector narrows the analytics to
 * them); a user edits their own profile and finds it so after a reload, and deletes a preset saved
 * in a list from the profile.
 */
import type { Page } from '@playwright/test';
import { expect, pickOption, test, toast } from './fixtures.ts';

test('the admin searches the contact analytics and sets a supervisor', async ({ app }) => {
  const page = await app.signInTo('admin', 'Contact analytics');
  const table = page.getByTestId('contact-table');
  await expect(table.getByTestId('table-row').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Victor');
  const row = table.getByRole('row').filter({ hasText: 'Victor Lam' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('PRICING ANALYST');
  // The demo data has Marcus Hale over him; a run again on the same database finds Sofia
  // Lindqvist there, and moves him back.
  await expect(row).toContainText(/Marcus Hale|Sofia Lindqvist/);
  const [before, after] = (await row.textContent())!.includes('Marcus Hale')
    ? ['Marcus Hale', 'Sofia Lindqvist']
    : ['Sofia Lindqvist', 'Marcus Hale'];

  await row.getByRole('button', { name: 'Place Victor Lam' }).click();
  const dialog = page.getByTestId('contact-place-dialog');
  await pickOption(dialog, 'Supervisor', after);
  await app.screenshot('106-contact-analytics-place');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(after);
  await expect(row).not.toContainText(before);
});

/** Picks `name` in the contact analytics' chat selector (the input empties after each pick). */
async function followChat(page: Page, search: string, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Chats' });
  await input.fill(search);
  const list = page.getByRole('listbox', { name: 'Chats' });
  const choice = list.getByRole('option').filter({ hasText: name }).first();
  await expect(choice).toBeVisible();
  await expect(list).not.toHaveAttribute('data-searching');
  // The option names the chat too: the person's Telegram handle beside their company.
  await expect(choice).toContainText('@');
  await choice.click();
  await expect(page.getByTestId('contact-chat-chip').filter({ hasText: name })).toBeVisible();
  await expect(input).toHaveValue('');
}

test("a supervisor follows chosen people's chats in the contact analytics", async ({ app }) => {
  const page = await app.signInTo('admin', 'Contact analytics');
  const table = page.getByTestId('contact-table');
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();

  await followChat(page, 'Olivia', 'Olivia Bennett');
  await expect(rows).toHaveCount(2);
  await followChat(page, 'hale', 'Marcus Hale');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('contact-count')).toHaveText('2');
  const olivia = page.getByTestId('contact-chat-chip').filter({ hasText: 'Olivia Bennett' });
  await expect(olivia.getByRole('link')).toHaveText('@olivia_bennett');
  await expect(olivia.getByRole('link')).toHaveAttribute('href', 'https://t.me/olivia_bennett');
  await expect(table.getByRole('link', { name: '@marcus_hale' })).toHaveAttribute(
    'href',
    'https://t.me/marcus_hale',
  );
  await app.screenshot('116-contact-analytics-chats');

  // The drawer of a person followed names their chat beside their history.
  await page.getByRole('button', { name: 'History of Olivia Bennett' }).click();
  const drawer = page.getByTestId('contact-history-drawer');
  await expect(drawer.getByTestId('contact-drawer-head')).toContainText('@olivia_bennett');
  await expect(drawer.getByTestId('history-entry').first()).toBeVisible();
  await app.screenshot('118-contact-analytics-chat-drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await olivia.getByRole('button', { name: 'Stop following Olivia Bennett' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Marcus Hale');
  await page.getByRole('button', { name: 'All people' }).click();
  await expect(page.getByTestId('contact-chats')).toBeHidden();
  await expect(rows.nth(5)).toBeVisible();
});

test('a user edits their own profile and finds it so after a reload', async ({ app }) => {
  const { page } = app;
  // A preset saved in a list, to find in the profile.
  await app.signInTo('warehouse', 'Stocktakings');
  await page.getByLabel('Confirmed').selectOption('false');
  await page.getByTestId('preset-menu').click();
  await page.getByLabel('Preset name').fill('Open counts');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('preset-menu')).toContainText('Open counts');

  await app.openArea('Profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Jake Turner');
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByTestId('profile-edit-dialog');
  // A worker's database lives through the run, and a dialog that changes nothing sends nothing:
  // a second run (a retry, --repeat-each) picks the other of two positions, so there is a change.
  const before = await dialog.getByLabel('Position').inputValue();
  const position = before === 'Senior Warehouseman' ? 'Lead Warehouseman' : 'Senior Warehouseman';
  await dialog.getByLabel('Position').fill(position);
  await dialog.getByLabel('Telegram').fill('@jake_turner_wh');
  await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
  // An empty name is refused beside the field, and nothing is sent.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Jake');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-position')).toContainText(position);

  await page.reload();
  await expect(page.getByTestId('profile-position')).toContainText(position);
  await expect(page.getByTestId('profile-telegram')).toContainText('@jake_turner_wh');
  await expect(page.getByTestId('profile-time-zone')).toContainText('Europe/Berlin');
  await app.screenshot('107-profile');

  await page.getByRole('tab', { name: 'Saved presets' }).click();
  const presets = page.getByTestId('presets-stocktaking');
  await expect(presets).toContainText('Stocktakings');
  await expect(presets).toContainText('Open counts');
  await presets.getByRole('button', { name: 'Delete preset Open counts' }).click();
  await expect(page.getByText('No saved presets')).toBeVisible();
  // The list empties at once; the server has it when the write lands.
  const saved = async () => {
    const info = await app.apiGet<{
      preset_settings: { setting: Record<string, { name: string }[]> };
    }>('warehouse/home/user_info/');
    return info.preset_settings.setting.stocktaking ?? [];
  };
  await expect.poll(saved).toEqual([]);
});
