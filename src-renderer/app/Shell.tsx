import { Outlet } from 'react-router';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/** The signed-in frame: sidebar, top bar, and the current area. */
export function Shell() {
  return (
    <div className="shell">
      <a href="#main" className="skip-link" onClick={focusMain}>
        Skip to content
      </a>
      <Sidebar />
      <div className="shell-main">
        <TopBar />
        <main id="main" className="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

// The hash router owns the URL fragment, so the skip link moves focus itself.
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
