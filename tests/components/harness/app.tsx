/**
 * A screen of the app, rendered for real in the test page: the app's own QueryClient, stores and
 * HTTP client against the reference server of the run, a memory router holding the app's routes
 * of the screens under test, the toasts and the task bar. Start-up is main.tsx's: app info and
 * settings from the bridge; signing in is the login screen's (the real `api/token/` and the
 * reference lists the app loads after it).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inject } from 'vitest';
import { needsConfirmCode, type TokenPair } from '../../../src-shared/api/auth.ts';
import { queryClient } from '../../../src-renderer/api/queryClient.ts';
import { bridge } from '../../../src-renderer/bridge.ts';
import { Tasks } from '../../../src-renderer/components/Tasks.tsx';
import { Toasts } from '../../../src-renderer/components/Toasts.tsx';
import { AssessmentPage } from '../../../src-renderer/features/assessment/AssessmentPage.tsx';
import { CompanyListPage } from '../../../src-renderer/features/company/CompanyListPage.tsx';
import { CompanyPage } from '../../../src-renderer/features/company/CompanyPage.tsx';
import { ConsolidationPage } from '../../../src-renderer/features/consolidation/ConsolidationPage.tsx';
import { NeedOfferPage } from '../../../src-renderer/features/end-position/NeedOfferPage.tsx';
import { FilesPage } from '../../../src-renderer/features/file/FilesPage.tsx';
import { KpPage } from '../../../src-renderer/features/kp/KpPage.tsx';
import { OrderListPage } from '../../../src-renderer/features/order/OrderListPage.tsx';
import { OrderPage } from '../../../src-renderer/features/order/OrderPage.tsx';
import { ProductsPage } from '../../../src-renderer/features/product/ProductsPage.tsx';
import { RfqListPage } from '../../../src-renderer/features/rfq/RfqListPage.tsx';
import { RfqPage } from '../../../src-renderer/features/rfq/RfqPage.tsx';
import { completeLogin, logout, requestLogin } from '../../../src-renderer/session/auth.ts';
import { useAppInfo } from '../../../src-renderer/stores/appInfo.ts';
import { useSettings } from '../../../src-renderer/stores/settings.ts';
import '../../../src-renderer/styles/app.css';
import { apiUser, partNumbersWithOffers, type ApiUser } from '../../fixtures/sales-state.ts';
import { installBridge } from './bridge.ts';

/** The server of this run (global-setup.ts), with a trailing slash. */
export const serverUrl = inject('componentServerUrl');

/** The routes of the screens under test, as src-renderer/app/router.tsx declares them. */
const SCREENS: Record<string, ComponentType> = {
  '/companies': CompanyListPage,
  '/companies/:id': CompanyPage,
  '/rfq': RfqListPage,
  '/rfq/:id': RfqPage,
  '/rfq/:id/kp/:kpId': KpPage,
  '/orders': OrderListPage,
  '/order/:id': OrderPage,
  '/assessments/:id': AssessmentPage,
  '/products': ProductsPage,
  '/consolidations/:id': ConsolidationPage,
  '/files': FilesPage,
  '/need-offers': NeedOfferPage,
};

let started = false;

/** main.tsx's start-up, once per page (the files of a run share one: vitest.config.ts). */
async function startApp(): Promise<void> {
  if (started) return;
  installBridge(serverUrl);
  const [info, settings] = await Promise.all([bridge().app.info(), bridge().settings.read()]);
  useAppInfo.setState({ info });
  useSettings.getState().hydrate(settings);
  document.documentElement.dataset.theme = 'light';
  started = true;
}

/** Signs in as a demo user through the app's own login calls, after a log-out. */
export async function signInAs(username: string, password = 'demo'): Promise<void> {
  await startApp();
  await logout('user');
  await signInOver(username, password);
}

/**
 * Signs in over whatever the page holds, with no log-out before it: as at a start that found no
 * session to restore, where the session settings of the last user may still be there.
 */
export async function signInOver(username: string, password = 'demo'): Promise<void> {
  await startApp();
  const result = await requestLogin({ username, password });
  if (needsConfirmCode(result)) throw new Error(`${username} needs a confirm code`);
  await completeLogin(result as TokenPair);
}

/**
 * Signs the page in as `sales` and the test in as `sales` on the API (for the records a test
 * starts from), with the demo part numbers that have offers.
 */
export async function signInAsSales(): Promise<{ sales: ApiUser; partNumbers: string[] }> {
  await signInAs('sales');
  const sales = await apiUser(serverUrl, 'sales');
  return { sales, partNumbers: await partNumbersWithOffers(sales) };
}

export interface Rendered {
  router: ReturnType<typeof createMemoryRouter>;
  /** The path shown now (the screens navigate on their own). */
  path(): string;
}

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Shows the screen at `path` (e.g. `/rfq/12`), after unmounting the one before. */
export function renderAt(path: string): Rendered {
  unmount();
  const router = createMemoryRouter(
    Object.entries(SCREENS).map(([route, Screen]) => ({ path: route, element: <Screen /> })),
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  container.className = 'content';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <main>
        <RouterProvider router={router} />
      </main>
      <Tasks />
      <Toasts />
    </QueryClientProvider>,
  );
  mounted = { root, container };
  return { router, path: () => router.state.location.pathname };
}

/**
 * Unmounts the screen and forgets what it loaded, the lists' remembered views (local settings
 * `Filters`, which outlive the screen) and typed drafts, so the next test starts afresh.
 */
export function unmount(): void {
  if (!mounted) return;
  mounted.root.unmount();
  mounted.container.remove();
  mounted = null;
  queryClient.removeQueries({ predicate: (query) => !isReference(query.queryKey) });
  useSettings.getState().updateLocal({ Filters: {}, columnPinning: {}, rfqView: 'table' });
  // Drafts of typed work (lib/drafts.ts) live in localStorage: a form left half-typed by one test
  // would come back in the next.
  localStorage.clear();
}

/** base_info and user_info stay loaded, as they do for a signed-in user. */
function isReference(key: readonly unknown[]): boolean {
  return key.some((part) => part === 'base_info' || part === 'user_info');
}
