import { Provider } from 'react-redux';
import { type DataRouter, RouterProvider } from 'react-router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: DataRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
