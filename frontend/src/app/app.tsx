import { useEffect } from 'react';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { DomRouterProvider } from '../shared/routing/dom-router-provider';
import { SkipLink } from './layout/skip-link';
import { usePageTitle } from './layout/use-page-title';
import { type AppStore, syncSessionAcrossTabs } from './store';

interface AppProps {
  store: AppStore;
  router: DataRouter;
}

export function App({ store, router }: AppProps) {
  useEffect(() => syncSessionAcrossTabs(store), [store]);
  usePageTitle();
  return (
    <Provider store={store}>
      <SkipLink />
      <DomRouterProvider router={router} />
    </Provider>
  );
}
