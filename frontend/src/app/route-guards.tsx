import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { useMeQuery } from '../features/auth/auth-api';
import { isAppPath, paths } from '../config/paths';
import { DEFAULT_JOB_LIST_PATH } from '../features/jobs/job-lists';
import type { JobsPageNotice } from '../features/jobs/redirect-notice';
import {
  selectIsSignedIn,
  selectSignedOutByUser,
  useHasPermission,
  userHasPermission,
  useSessionUser,
} from '../shared/api/auth-slice';
import { useAppSelector } from '../shared/store/hooks';

/** Where a guard sent the user from, so that signing in returns there. */
interface FromState {
  from?: string;
}

export const NO_PERMISSION_MESSAGE = 'You do not have permission to open that page.';

/**
 * Routes for signed-in users (route table: access "login"). A guest (or a user whose session
 * expired) is sent to /login, which brings them back here after signing in; after a Logout the
 * next sign-in starts at /jobs. The stored user is refreshed from GET /auth/me.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const loggedOut = useAppSelector(selectSignedOutByUser);
  const location = useLocation();
  useMeQuery(undefined, { skip: !signedIn });
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state: FromState | undefined = loggedOut ? undefined : { from };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/**
 * Routes behind a permission of the first membership's role (spec section 6), or any one of a
 * list, inside RequireAuth. Without it the user lands on the jobs list with a message.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: PermissionName | readonly PermissionName[];
  children?: ReactNode;
}) {
  const user = useSessionUser();
  const allowed = [permission].flat().some((one) => userHasPermission(user, one));
  if (!allowed) {
    return (
      <Navigate
        to={DEFAULT_JOB_LIST_PATH}
        replace
        state={{ error: NO_PERMISSION_MESSAGE } satisfies JobsPageNotice}
      />
    );
  }
  return children ?? <Outlet />;
}

/** The admin pages: super admins only. */
export function RequireSuper({ children }: { children?: ReactNode }) {
  return <RequirePermission permission="super">{children}</RequirePermission>;
}

/**
 * /login: a signed-in user goes on to the page they came for, or to where their work is: /admin
 * for a super admin (whose own company has no forms, hence no jobs), /jobs for everyone else.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const isSuper = useHasPermission('super');
  const state = useLocation().state as FromState | null;
  if (signedIn) {
    const landing = isSuper ? paths.admin : paths.afterLogin;
    return <Navigate to={safeFrom(state?.from, landing)} replace />;
  }
  return children ?? <Outlet />;
}

function safeFrom(from: string | undefined, landing: string): string {
  return isAppPath(from) && !from.startsWith(paths.login) ? from : landing;
}
