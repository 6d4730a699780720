/** Signing in and out, confirm codes, log-out everywhere, and what each role is shown. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { foreignSession } from '../fixtures/foreign-session.ts';
import { e2eEnvironment } from './environment.ts';
import { expect, test } from './fixtures.ts';

test('a wrong password is refused and what was typed stays', async ({ app }) => {
  const { page } = app;
  await app.screenshot('01-login');
  await page.getByLabel('Username').fill('sales');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('form-error')).toContainText('No active account');
  await expect(page.getByLabel('Username')).toHaveValue('sales');
  await app.screenshot('02-login-error');
});

test('a sales manager signs in to the companies and signs out', async ({ app }) => {
  const page = await app.signIn('sales');
  await expect(page.getByTestId('user-role')).toHaveText('Sales manager');
  // RFQs and Need offers carry the counts of overdue AOG and critical ones when there are any.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Companies',
    /^RFQs(\d+)?$/,
    'Orders',
    'Inventory',
    // Sales reads the searches it asked for (need_offer read): the list, no actions.
    /^Need offers(\d+)?$/,
    // It reads the stock it sells from (product read).
    'Products',
    'Service requests',
    'Files',
    'Settings',
    'Profile',
  ]);
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Nothing of the session is left for the next start.
  expect(await page.evaluate(() => window.aerodesk.vault.readSession())).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('after Log out the next sign-in starts at the first area; a session that ended by itself comes back', async ({
  app,
}) => {
  const page = await app.signIn('sales');
  await app.openArea('Orders');
  await expect(page).toHaveURL(/#\/orders/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
  // Whoever signs in next on this workstation starts on their own first area, not on the orders.
  await app.signIn('sales');
  await expect(page).toHaveURL(/#\/companies/);
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();

  // Ended elsewhere (the server refuses the token): signing in again comes back to the orders.
  await app.openArea('Orders');
  await expect(page).toHaveURL(/#\/orders/);
  await app.sessionEndedElsewhere('sales');
  await app.signIn('sales');
  await expect(page).toHaveURL(/#\/orders/);
});

test('the session survives a reload and a signed-out visit goes to the login', async ({ app }) => {
  const page = await app.signIn('sales');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.evaluate(() => window.aerodesk.vault.clearSession());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a user with a confirm code finishes the login with it', async ({ app }) => {
  const { page } = app;
  const { hostLog, runDir } = e2eEnvironment();
  const userData = join(runDir, 'user-data');
  await page.getByLabel('Username').fill('secure');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Confirmation code')).toBeVisible();
  await app.screenshot('03-confirm-code');

  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();

  // The embedded server has no mail gateway: codes go to its outbox, never to a log.
  const outbox = readFileSync(join(userData, 'server', 'outbox', 'confirm-codes.txt'), 'utf8');
  const code = [...outbox.matchAll(/user "secure": (\d{6})/g)].at(-1)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(readFileSync(hostLog, 'utf8')).toContain('A confirm code was sent to user "secure".');
  expect(readFileSync(hostLog, 'utf8')).not.toContain(code);
  expect(readFileSync(join(userData, 'logs', 'aerodesk.log'), 'utf8')).not.toContain(code);
  await page.getByLabel('Confirmation code').fill(code!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('log out everywhere makes the old token worthless', async ({ app }) => {
  const page = await app.signIn('buyer');
  const session = await page.evaluate(() => window.aerodesk.vault.readSession());
  const { serverUrl } = await page.evaluate(() => window.aerodesk.app.info());
  expect(session).not.toBeNull();
  const userInfo = `${serverUrl}buyer/home/user_info/`;
  const before = await fetch(userInfo, { headers: { Authorization: `JWT ${session!.access}` } });
  expect(before.status).toBe(200);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out everywhere' }).click();
  // Irreversible (every device): asked first.
  await page
    .getByTestId('logout-dialog')
    .getByRole('button', { name: 'Log out everywhere' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const after = await fetch(userInfo, { headers: { Authorization: `JWT ${session!.access}` } });
  expect(after.status).toBe(401);
});

test('an auditor reads companies but is offered nothing to write', async ({ app }) => {
  const page = await app.signIn('auditor');
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New company' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New holding' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
});

test('a client sees only its own company', async ({ app }) => {
  const page = await app.signIn('client');
  await expect(page.getByTestId('company-count')).toHaveText('1');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New company' })).toHaveCount(0);
});

test('a stored session the server no longer honours goes quietly to the login', async ({ app }) => {
  const { page } = app;
  // As after switching servers: the vault holds a session another server issued.
  const stale = await foreignSession();
  await page.evaluate((session) => window.aerodesk.vault.saveSession(session), stale);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // No error over the login, and the stale session is gone.
  await page.waitForTimeout(500);
  await expect(page.locator('[data-testid^="toast-"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.aerodesk.vault.readSession())).toBeNull();
  await app.screenshot('04-stale-session-quiet-login');

  // The same for a session ended by a log-out everywhere made on another computer.
  await app.signIn('buyer');
  await app.sessionEndedElsewhere('buyer');
  await page.waitForTimeout(500);
  await expect(page.locator('[data-testid^="toast-"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.aerodesk.vault.readSession())).toBeNull();
});

/** Main's download of an API path (files.download): 'downloaded', or the message it failed with. */
function mainDownload(page: Page, path: string): Promise<string> {
  return page.evaluate(
    (apiPath) =>
      window.aerodesk.files.download({ path: apiPath, suggestedName: 'x.pdf' }).then(
        () => 'downloaded',
        (error: Error) => error.message,
      ),
    path,
  );
}

/** Main's download of `path` meets `status`, and the user is logged out: the login, no session. */
async function downloadLogsOut(page: Page, path: string, status: 401 | 403): Promise<void> {
  expect(await mainDownload(page, path)).toMatch(new RegExp(`HTTP ${status}`));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.aerodesk.vault.readSession())).toBeNull();
}

test('a call main makes that meets 403 or 401 logs the user out like any other', async ({
  app,
}) => {
  const page = await app.signIn('sales');
  // 403: a file path of another role; main's download meets it before any dialog.
  await downloadLogsOut(page, 'admin/download/00000000-0000-4000-8000-000000000000/', 403);

  // 401: the token main sends is one the server refuses (the window's own calls still work).
  await app.signIn('sales');
  const stale = await foreignSession();
  await page.evaluate((session) => window.aerodesk.vault.saveSession(session), stale);
  await downloadLogsOut(page, 'sales/download/00000000-0000-4000-8000-000000000000/', 401);
});
