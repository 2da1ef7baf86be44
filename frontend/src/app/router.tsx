import { Navigate, type RouteObject } from 'react-router';
import { paths, routePaths } from '../config/paths';
import { AdminPage } from '../features/admin/admin-page';
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
  { path: routePaths.jobList, element: <JobsPage /> },
  { path: routePaths.job, element: <JobPage /> },
  { path: paths.forms, element: <FormsPage /> },
  { path: paths.formWithoutId, element: <Navigate to={paths.forms} replace /> },
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.settings, element: <SettingsPage /> },
];

/** Permission forms: the form builder. */
const formsRoutes: RouteObject[] = [{ path: routePaths.form, element: <FormBuilderPage /> }];

/** Permission users: users, roles and workflow steps. */
const usersRoutes: RouteObject[] = [{ path: paths.users, element: <UsersPage /> }];

/** Permission company: the company settings. */
const companyRoutes: RouteObject[] = [{ path: routePaths.company, element: <CompanyPage /> }];

/** Super admins: all companies, their settings and users, the report. */
const superRoutes: RouteObject[] = [
  { path: paths.admin, element: <AdminPage /> },
  { path: routePaths.adminCompany, element: <CompanyPage /> },
  { path: routePaths.adminCompanyUsers, element: <UsersPage /> },
];

/** Guests and users alike: shared job links and public new-job forms. */
const guestRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.login} replace /> },
  { element: <GuestOnly />, children: [{ path: paths.login, element: <LoginPage /> }] },
  { path: routePaths.reset, element: <ResetPage /> },
  { path: routePaths.invitation, element: <InvitationPage /> },
  { path: paths.devMail, element: <DevMailPage /> },
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
