/**
 * Service requests (issue 10, spec §2/§4/§7): a sales manager files one; the service requests
 * admin finds it among the new ones, takes it to work, answers in the thread and marks it done.
 */
import { expect, test, toast } from './fixtures.ts';

test('a request is filed by sales and handled by the service requests admin', async ({ app }) => {
  const page = await app.signInTo('sales', 'Service requests');
  await page.getByRole('button', { name: 'New request' }).click();
  const text = `The label printer in bay ${Date.now() % 1000} prints blank labels.`;
  await page.getByTestId('service-request-dialog').getByLabel('What is needed').fill(text);
  await page.getByRole('button', { name: 'File request' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  await expect(page.getByTestId('service-request-table')).toContainText(text);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await app.signInTo('service_admin', 'Service requests');
  await page.getByLabel('Status').selectOption('new');
  await page.getByRole('row', { name: new RegExp(text.slice(0, 30)) }).click();
  const drawer = page.getByTestId('service-request-drawer');
  await expect(drawer.getByTestId('drawer-status')).toHaveText('New');
  await drawer.getByRole('button', { name: 'Take to work' }).click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('In work');
  await drawer.getByLabel('Add a note').fill('New print head ordered; swapping it Friday.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByTestId('request-thread')).toContainText('New print head ordered');
  await app.screenshot('77-service-request');
  await drawer.getByRole('button', { name: 'Mark done' }).click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Done');
});
