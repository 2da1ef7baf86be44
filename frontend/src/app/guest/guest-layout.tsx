import type { ReactNode } from 'react';
import { useGetPublicConfigQuery } from '../../shared/api/public-config-api';
import { AppFooter } from '../layout/app-footer';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import styles from './guest-layout.module.css';

/**
 * The guest pages' shell: the page and the footer, as the app's shell shows them to a guest.
 * The footer comes once the support details it shows are there, and the page is (CSS): appearing
 * whole under the page, it moves nothing.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  const configLoaded = useGetPublicConfigQuery().data !== undefined;
  return (
    <div className={`d-flex flex-column min-vh-100 bg-body-tertiary ${styles.shell}`}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 p-3 p-sm-4 p-xxl-5">
        {children}
      </main>
      {configLoaded && <AppFooter />}
    </div>
  );
}
