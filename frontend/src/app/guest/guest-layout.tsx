import { Outlet } from 'react-router';
import { AppFooter } from '../layout/app-footer';
import { MAIN_CONTENT_ID } from '../layout/skip-link';

/** The guest pages' shell: the page and the footer, as the app's shell shows them to a guest. */
export function GuestLayout() {
  return (
    <div className="d-flex flex-column min-vh-100 bg-body-tertiary">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 p-3 p-sm-4 p-xxl-5">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
