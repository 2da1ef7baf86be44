import { type RouteObject, useRoutes } from 'react-router';
import { routePaths } from '../../config/paths';
import { GuestLinkPage } from '../../features/guests/guest-link-page';
import { PublicFormPage } from '../../features/guests/public-form-page';
import { UnsubscribePage } from '../../features/guests/unsubscribe-page';
import { GuestLayout } from './guest-layout';
import { LeaveGuestPages } from './leave-guest-pages';

/**
 * The guest app's routes: the three guest pages, in the entry's own chunk (a guest opens one of
 * them and nothing else, so there is no second download to wait for). Any other address belongs
 * to the staff app, which the server sends for it.
 */
const guestRoutes: RouteObject[] = [
  {
    element: <GuestLayout />,
    children: [
      { path: routePaths.guestLink, element: <GuestLinkPage /> },
      { path: routePaths.publicForm, element: <PublicFormPage /> },
      { path: routePaths.unsubscribe, element: <UnsubscribePage /> },
    ],
  },
  { path: '*', element: <LeaveGuestPages /> },
];

/**
 * The page of the current address. Matched by `useRoutes` under a plain (declarative) router:
 * the guest pages use no loader, action or blocker, and the data router's code is a large part
 * of the router package.
 */
export function GuestPages() {
  return useRoutes(guestRoutes);
}
