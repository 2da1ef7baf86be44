import { Outlet, useMatches } from 'react-router';
import { useSessionUser } from '../../shared/api/auth-slice';
import { AppFooter } from './app-footer';
import { AppNavigation } from './app-navigation';
import { GUEST_PAGE } from './guest-page';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The shell of the app's pages: navigation, page content, footer. The navigation is for
 * signed-in users only, and never on the guest pages (/link, /new — routed outside RequireAuth):
 * whoever opens them sees the page alone (spec section 2); everywhere else the guards send
 * guests to /login.
 */
export function AppLayout() {
  const guestPage = useMatches().some((match) => match.handle === GUEST_PAGE);
  const showNavigation = useSessionUser() !== null && !guestPage;
  return (
    <div className="d-flex flex-column flex-lg-row min-vh-100">
      {showNavigation && <AppNavigation />}
      <div className="d-flex flex-column flex-grow-1 bg-body-tertiary" style={{ minWidth: 0 }}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 p-3 p-sm-4 p-xxl-5">
          <Outlet />
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
