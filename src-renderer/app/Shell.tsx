import { Outlet, useLocation } from 'react-router';
import { useRoles } from '../stores/session.ts';
import { mayOpen } from './areas.ts';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The signed-in frame: sidebar, top bar, and the current area — unless the role may not read that
 * area (a typed address, a link from elsewhere): its calls would be answered 403, a log-out.
 */
export function Shell() {
  const { pathname } = useLocation();
  const roles = useRoles();
  return (
    <div className="shell">
      <a href="#main" className="skip-link" onClick={focusMain}>
        Skip to content
      </a>
      <Sidebar />
      <div className="shell-main">
        <TopBar />
        <main id="main" className="content" tabIndex={-1}>
          {mayOpen(roles, pathname) ? <Outlet /> : <NoAccess />}
        </main>
      </div>
    </div>
  );
}

function NoAccess() {
  return (
    <div className="page" data-testid="no-access">
      <h1>Not available</h1>
      <p className="muted">This screen is not available to your role.</p>
    </div>
  );
}

// The hash router owns the URL fragment, so the skip link moves focus itself.
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
