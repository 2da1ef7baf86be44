import { Navigate, type RouteObject } from 'react-router';
import { paths, routePaths } from '../config/paths';
import { DEFAULT_JOB_LIST_PATH } from '../features/jobs/job-lists';
import { COMPANY_PAGE_PERMISSIONS } from '../features/companies/current-permissions';
import { lazyPage } from './lazy-page';
import { GuestOnly, RequireAuth, RequirePermission, RequireSuper } from './route-guards';

// Each page is a chunk of its own, fetched when first shown (issue 11: a light first load). So is
// the signed-in shell (navigation, footer): /login's first load carries neither (issue 29).
const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');
const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage');
const DevMailPage = lazyPage(() => import('../features/admin/dev-mail-page'), 'DevMailPage');
const DevWebhooksPage = lazyPage(
  () => import('../features/admin/dev-webhooks-page'),
  'DevWebhooksPage',
);
const InvitationPage = lazyPage(() => import('../features/auth/invitation-page'), 'InvitationPage');
const LoginRoute = lazyPage(() => import('../features/auth/login-route'), 'LoginRoute');
const ResetPage = lazyPage(() => import('../features/auth/reset-page'), 'ResetPage');
const CompanyPage = lazyPage(() => import('../features/companies/company-page'), 'CompanyPage');
const FormBuilderPage = lazyPage(
  () => import('../features/forms/form-builder-page'),
  'FormBuilderPage',
);
const FormsPage = lazyPage(() => import('../features/forms/forms-page'), 'FormsPage');
const JobPage = lazyPage(() => import('../features/jobs/job-page'), 'JobPage');
const JobsPage = lazyPage(() => import('../features/jobs/jobs-page'), 'JobsPage');
const ReportPage = lazyPage(() => import('../features/admin/report/report-page'), 'ReportPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
const UsersPage = lazyPage(() => import('../features/users/users-page'), 'UsersPage');

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

/** Super admins: all companies, their settings and users, the report, the caught e-mails and webhooks. */
const superRoutes: RouteObject[] = [
  { path: paths.admin, element: <AdminPage /> },
  { path: routePaths.adminCompany, element: <CompanyPage /> },
  { path: routePaths.adminCompanyUsers, element: <UsersPage /> },
  { path: paths.adminReport, element: <ReportPage /> },
  { path: paths.devMail, element: <DevMailPage /> },
  { path: paths.devWebhooks, element: <DevWebhooksPage /> },
];

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.login} replace /> },
  { element: <GuestOnly />, children: [{ path: paths.login, element: <LoginRoute /> }] },
  { path: routePaths.reset, element: <ResetPage /> },
  { path: routePaths.invitation, element: <InvitationPage /> },
  {
    element: <AppLayout />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          ...signedInRoutes,
          { element: <RequirePermission permission="forms" />, children: formsRoutes },
          { element: <RequirePermission permission="users" />, children: usersRoutes },
          {
            element: <RequirePermission permission={COMPANY_PAGE_PERMISSIONS} />,
            children: companyRoutes,
          },
          { element: <RequireSuper />, children: superRoutes },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];
