import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AdminPage } from '../features/admin/admin-page';
import { authPaths } from '../features/auth/auth-paths';
import { DevMailPage } from '../features/auth/dev-mail-page';
import { InvitationPage } from '../features/auth/invitation-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPage } from '../features/auth/reset-page';
import { CompanyPage } from '../features/companies/company-page';
import { FormBuilderPage } from '../features/forms/form-builder-page';
import { FormsPage } from '../features/forms/forms-page';
import { JobPage } from '../features/jobs/job-page';
import { DEFAULT_JOB_LIST_PATH } from '../features/jobs/job-lists';
import { JobsPage } from '../features/jobs/jobs-page';
import { ProfilePage } from '../features/profile/profile-page';
import { SettingsPage } from '../features/settings/settings-page';
import { UsersPage } from '../features/users/users-page';
import { AppLayout } from './layout/app-layout';
import { GuestOnly, RequireAuth, RequirePermission, RequireSuper } from './route-guards';

/*
 * The route table (spec section 2); main.tsx and the tests build their routers from it.
 * Add a page to the group of its access rule:
 *   signedInRoutes     access "login"
 *   formsRoutes        permission forms      usersRoutes    permission users
 *   companyRoutes      permission company    superRoutes    super (the admin pages)
 *   guestRoutes        any, with the app shell but no navigation for guests (/link, /new)
 */

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  { path: paths.jobs, element: <Navigate to={DEFAULT_JOB_LIST_PATH} replace /> },
  { path: '/jobs/:list', element: <JobsPage /> },
  { path: '/job/:id', element: <JobPage /> },
  { path: '/forms', element: <FormsPage /> },
  { path: '/form', element: <Navigate to="/forms" replace /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/settings', element: <SettingsPage /> },
];

/** Permission forms: the form builder. */
const formsRoutes: RouteObject[] = [{ path: '/form/:id', element: <FormBuilderPage /> }];

/** Permission users: users, roles and workflow steps. */
const usersRoutes: RouteObject[] = [{ path: '/users', element: <UsersPage /> }];

/** Permission company: the company settings. */
const companyRoutes: RouteObject[] = [{ path: '/company/:id', element: <CompanyPage /> }];

/** Super admins: all companies, their settings and users, the report. */
const superRoutes: RouteObject[] = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/admin/company/:id', element: <CompanyPage /> },
  { path: '/admin/users/:companyId', element: <UsersPage /> },
];

/** Guests and users alike: shared job links and public new-job forms. */
const guestRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to={authPaths.login} replace /> },
  { element: <GuestOnly />, children: [{ path: authPaths.login, element: <LoginPage /> }] },
  { path: `${authPaths.reset}/:code?`, element: <ResetPage /> },
  { path: `${authPaths.invitation}/:token`, element: <InvitationPage /> },
  { path: authPaths.devMail, element: <DevMailPage /> },
  {
    element: <AppLayout />,
    children: [
      ...guestRoutes,
      {
        element: <RequireAuth />,
        children: [
          ...signedInRoutes,
          { element: <RequirePermission permission="forms" />, children: formsRoutes },
          { element: <RequirePermission permission="users" />, children: usersRoutes },
          { element: <RequirePermission permission="company" />, children: companyRoutes },
          { element: <RequireSuper />, children: superRoutes },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];
