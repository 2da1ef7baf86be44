import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SkipLink } from '../layout/skip-link';
import { usePageTitle } from '../layout/use-page-title';
import type { GuestStore } from './guest-store';

interface GuestAppProps {
  store: GuestStore;
  /** The guest page of the address (guest-routes.tsx). */
  children: ReactNode;
}

/** The guest pages' app: their store, without the staff app's shell or session. */
export function GuestApp({ store, children }: GuestAppProps) {
  usePageTitle();
  return (
    <Provider store={store}>
      <SkipLink />
      {children}
    </Provider>
  );
}
