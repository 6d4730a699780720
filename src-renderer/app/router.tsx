import { createHashRouter, Navigate, useRouteError } from 'react-router';
import { ErrorState } from '../components/States.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LOGIN_PATH } from '../session/guard.ts';
import { useRoles } from '../stores/session.ts';
import { firstAreaPath } from './areas.ts';
import { RequireSession } from './RequireSession.tsx';
import { Shell } from './Shell.tsx';

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
        {
          path: 'companies',
          lazy: async () => ({
            Component: (await import('../features/company/CompanyListPage.tsx')).CompanyListPage,
          }),
        },
        {
          path: 'companies/:id',
          lazy: async () => ({
            Component: (await import('../features/company/CompanyPage.tsx')).CompanyPage,
          }),
        },
        {
          path: 'rfq',
          lazy: async () => ({
            Component: (await import('../features/rfq/RfqListPage.tsx')).RfqListPage,
          }),
        },
        {
          path: 'rfq/:id',
          lazy: async () => ({
            Component: (await import('../features/rfq/RfqPage.tsx')).RfqPage,
          }),
        },
        {
          path: 'rfq/:id/kp/:kpId',
          lazy: async () => ({
            Component: (await import('../features/kp/KpPage.tsx')).KpPage,
          }),
        },
        {
          path: 'orders',
          lazy: async () => ({
            Component: (await import('../features/order/OrderListPage.tsx')).OrderListPage,
          }),
        },
        {
          // The single order: /order/:id (and /orders/:id, for a hand-typed address).
          path: 'order/:id',
          lazy: async () => ({
            Component: (await import('../features/order/OrderPage.tsx')).OrderPage,
          }),
        },
        {
          path: 'orders/:id',
          lazy: async () => ({
            Component: (await import('../features/order/OrderPage.tsx')).OrderPage,
          }),
        },
        {
          // Need offers and end positions: one screen of the search tasks (end-position.ts).
          path: 'need-offers',
          lazy: async () => ({
            Component: (await import('../features/end-position/NeedOfferPage.tsx')).NeedOfferPage,
          }),
        },
        {
          path: 'order-positions',
          lazy: async () => ({
            Component: (await import('../features/order/OrderPositionsPage.tsx'))
              .OrderPositionsPage,
          }),
        },
        {
          path: 'service-requests',
          lazy: async () => ({
            Component: (await import('../features/service-request/ServiceRequestsPage.tsx'))
              .ServiceRequestsPage,
          }),
        },
        {
          path: 'settings',
          lazy: async () => ({
            Component: (await import('../features/setting/SettingsPage.tsx')).SettingsPage,
          }),
        },
        {
          path: 'purchase-orders',
          lazy: async () => ({
            Component: (await import('../features/purchase/PurchaseListPage.tsx')).PurchaseListPage,
          }),
        },
        {
          path: 'purchase-orders/:id',
          lazy: async () => ({
            Component: (await import('../features/purchase/PurchaseOrderPage.tsx'))
              .PurchaseOrderPage,
          }),
        },
        {
          path: 'products',
          lazy: async () => ({
            Component: (await import('../features/product/ProductsPage.tsx')).ProductsPage,
          }),
        },
        {
          path: 'products/:id',
          lazy: async () => ({
            Component: (await import('../features/product/ProductPage.tsx')).ProductPage,
          }),
        },
        {
          path: 'product-requests',
          lazy: async () => ({
            Component: (await import('../features/product-request/ProductRequestsPage.tsx'))
              .ProductRequestsPage,
          }),
        },
        {
          path: 'analytics',
          lazy: async () => ({
            Component: (await import('../features/contact/ContactAnalyticsPage.tsx'))
              .ContactAnalyticsPage,
          }),
        },
        {
          path: 'profile',
          lazy: async () => ({
            Component: (await import('../features/contact/ProfilePage.tsx')).ProfilePage,
          }),
        },
        {
          path: 'stocktakings',
          lazy: async () => ({
            Component: (await import('../features/stocktaking/StocktakingsPage.tsx'))
              .StocktakingsPage,
          }),
        },
        {
          path: 'stocktakings/:id',
          lazy: async () => ({
            Component: (await import('../features/stocktaking/StocktakingPage.tsx'))
              .StocktakingPage,
          }),
        },
        {
          path: 'assessments',
          lazy: async () => ({
            Component: (await import('../features/assessment/AssessmentsPage.tsx')).AssessmentsPage,
          }),
        },
        {
          path: 'assessments/:id',
          lazy: async () => ({
            Component: (await import('../features/assessment/AssessmentPage.tsx')).AssessmentPage,
          }),
        },
        {
          path: 'consolidations',
          lazy: async () => ({
            Component: (await import('../features/consolidation/ConsolidationsPage.tsx'))
              .ConsolidationsPage,
          }),
        },
        {
          path: 'consolidations/:id',
          lazy: async () => ({
            Component: (await import('../features/consolidation/ConsolidationPage.tsx'))
              .ConsolidationPage,
          }),
        },
        {
          path: 'inventory',
          lazy: async () => ({
            Component: (await import('../features/inventory/InventoryPage.tsx')).InventoryPage,
          }),
        },
        {
          path: 'files',
          lazy: async () => ({
            Component: (await import('../features/file/FilesPage.tsx')).FilesPage,
          }),
        },
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
