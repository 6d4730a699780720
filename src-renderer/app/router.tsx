import type { ComponentType } from 'react';
import { createHashRouter, Navigate, useRouteError } from 'react-router';
import { ErrorState } from '../components/States.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LOGIN_PATH } from '../session/guard.ts';
import { useRoles } from '../stores/session.ts';
import { firstAreaPath } from './areas.ts';
import { RequireSession } from './RequireSession.tsx';
import { Shell } from './Shell.tsx';

/** The screens of the areas by path, each loaded on demand (spec §2). */
const SCREENS: Record<string, () => Promise<ComponentType>> = {
  companies: async () => (await import('../features/company/CompanyListPage.tsx')).CompanyListPage,
  'companies/:id': async () => (await import('../features/company/CompanyPage.tsx')).CompanyPage,
  rfq: async () => (await import('../features/rfq/RfqListPage.tsx')).RfqListPage,
  'rfq/:id': async () => (await import('../features/rfq/RfqPage.tsx')).RfqPage,
  'rfq/:id/kp/:kpId': async () => (await import('../features/kp/KpPage.tsx')).KpPage,
  orders: async () => (await import('../features/order/OrderListPage.tsx')).OrderListPage,
  // The single order: /order/:id (and /orders/:id, for a hand-typed address).
  'order/:id': async () => (await import('../features/order/OrderPage.tsx')).OrderPage,
  'orders/:id': async () => (await import('../features/order/OrderPage.tsx')).OrderPage,
  // Need offers and end positions: one screen of the search tasks (end-position.ts).
  'need-offers': async () =>
    (await import('../features/end-position/NeedOfferPage.tsx')).NeedOfferPage,
  'order-positions': async () =>
    (await import('../features/order/OrderPositionsPage.tsx')).OrderPositionsPage,
  'service-requests': async () =>
    (await import('../features/service-request/ServiceRequestsPage.tsx')).ServiceRequestsPage,
  settings: async () => (await import('../features/setting/SettingsPage.tsx')).SettingsPage,
  'purchase-orders': async () =>
    (await import('../features/purchase/PurchaseListPage.tsx')).PurchaseListPage,
  'purchase-orders/:id': async () =>
    (await import('../features/purchase/PurchaseOrderPage.tsx')).PurchaseOrderPage,
  products: async () => (await import('../features/product/ProductsPage.tsx')).ProductsPage,
  'products/:id': async () => (await import('../features/product/ProductPage.tsx')).ProductPage,
  'product-requests': async () =>
    (await import('../features/product-request/ProductRequestsPage.tsx')).ProductRequestsPage,
  analytics: async () =>
    (await import('../features/contact/ContactAnalyticsPage.tsx')).ContactAnalyticsPage,
  profile: async () => (await import('../features/contact/ProfilePage.tsx')).ProfilePage,
  stocktakings: async () =>
    (await import('../features/stocktaking/StocktakingsPage.tsx')).StocktakingsPage,
  'stocktakings/:id': async () =>
    (await import('../features/stocktaking/StocktakingPage.tsx')).StocktakingPage,
  assessments: async () =>
    (await import('../features/assessment/AssessmentsPage.tsx')).AssessmentsPage,
  'assessments/:id': async () =>
    (await import('../features/assessment/AssessmentPage.tsx')).AssessmentPage,
  consolidations: async () =>
    (await import('../features/consolidation/ConsolidationsPage.tsx')).ConsolidationsPage,
  'consolidations/:id': async () =>
    (await import('../features/consolidation/ConsolidationPage.tsx')).ConsolidationPage,
  inventory: async () => (await import('../features/inventory/InventoryPage.tsx')).InventoryPage,
  files: async () => (await import('../features/file/FilesPage.tsx')).FilesPage,
};

/**
 * Hash routes, so the same build works under Electron's app:// and the browser host's http://.
 * The login route is open; everything else sits behind the session guard. Each area's screens are
 * loaded on demand (spec §2), with no loading view while they load.
 */
export function createRouter() {
  return createHashRouter([
    { path: LOGIN_PATH, element: <LoginPage />, errorElement: <RouteError /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Shell />
        </RequireSession>
      ),
      errorElement: <RouteError />,
      // Nothing is shown while an area's screens load (spec §2).
      HydrateFallback: NothingWhileLoading,
      children: [
        { index: true, element: <Home /> },
        ...Object.entries(SCREENS).map(([path, load]) => ({
          path,
          lazy: async () => ({ Component: await load() }),
        })),
        { path: 'welcome', element: <Welcome /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}

function NothingWhileLoading() {
  return null;
}

function Home() {
  const roles = useRoles();
  return <Navigate to={firstAreaPath(roles)} replace />;
}

function Welcome() {
  return (
    <div className="page">
      <h1>Welcome</h1>
      <p className="muted">Your role has no screens in this version yet.</p>
    </div>
  );
}

function NotFound() {
  return (
    <div className="page">
      <h1>Not found</h1>
      <p className="muted">There is no screen at this address.</p>
    </div>
  );
}

function RouteError() {
  const error = useRouteError();
  return (
    <div className="page">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </div>
  );
}
