import { Outlet } from 'react-router';
import { useSessionUser } from '../../shared/api/auth-slice';
import { AppFooter } from './app-footer';
import { AppNavigation } from './app-navigation';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The shell of the staff app's pages: navigation (signed-in users only; the guards send guests
 * to /login), page content, footer. The guest pages have a shell of their own (app/guest).
 */
export function AppLayout() {
  const showNavigation = useSessionUser() !== null;
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
