import { Outlet, useMatches } from 'react-router';
import { useSessionUser } from '../../shared/api/auth-slice';
import { AppFooter } from './app-footer';
import { GUEST_PAGE } from './guest-page';
import { Sidebar } from './sidebar';

/**
 * The shell of the app's pages: sidebar, page content, footer. The sidebar is for signed-in
 * users only, and never on the guest pages (/link, /new — routed outside RequireAuth): whoever
 * opens them sees the page alone (spec section 2); everywhere else the guards send guests to
 * /login.
 */
export function AppLayout() {
  const guestPage = useMatches().some((match) => match.handle === GUEST_PAGE);
  const showNavigation = useSessionUser() !== null && !guestPage;
  return (
    <div className="d-flex flex-column flex-md-row min-vh-100">
      {showNavigation && <Sidebar />}
      <div className="d-flex flex-column flex-grow-1 bg-body-tertiary" style={{ minWidth: 0 }}>
        <main className="flex-grow-1 p-4 p-xl-5">
          <Outlet />
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
