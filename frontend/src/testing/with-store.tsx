import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';

/** `children` inside a fresh store of the app's own making (session and RTK Query's cache). */
export function withStore(children: ReactNode) {
  return <Provider store={makeStore()}>{children}</Provider>;
}
