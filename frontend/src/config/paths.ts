/**
 * The app's URLs (spec section 2, route table), in one place so that links and routes cannot
 * drift apart: `paths` builds the addresses links go to, `routePaths` holds the router's patterns
 * of the addresses that carry parameters.
 */
const segment = encodeURIComponent;

export const paths = {
  home: '/',
  login: '/login',
  /** Where a sign-in lands. */
  afterLogin: '/jobs',
  reset: '/reset',
  devMail: '/dev/mail',
  devWebhooks: '/dev/webhooks',
  jobs: '/jobs',
  jobList: (slug: string) => `/jobs/${slug}`,
  job: (id: string) => `/job/${segment(id)}`,
  forms: '/forms',
  /** /form without an id: the forms list. */
  formWithoutId: '/form',
  form: (id: string) => `/form/${segment(id)}`,
  profile: '/profile',
  settings: '/settings',
  users: '/users',
  company: (id: string) => `/company/${segment(id)}`,
  admin: '/admin',
  adminCompany: (id: string) => `/admin/company/${segment(id)}`,
  adminCompanyUsers: (id: string) => `/admin/users/${segment(id)}`,
  adminCompanyForms: (id: string) => `/forms?company=${segment(id)}`,
  adminReport: '/admin/report',
} as const;

/** Whether a path leads into this app (a redirect target), not to another site (`//host`). */
export function isAppPath(path: string | undefined): path is string {
  return !!path && /^\/(?!\/)/.test(path);
}

export const routePaths = {
  /** /reset/{code}: the link of a password reset e-mail; /reset alone asks for the e-mail. */
  reset: `${paths.reset}/:code?`,
  /** /invitation/{token}: the link of an invitation e-mail. */
  invitation: '/invitation/:token',
  jobList: '/jobs/:list',
  job: '/job/:id',
  form: '/form/:id',
  company: '/company/:id',
  adminCompany: '/admin/company/:id',
  adminCompanyUsers: '/admin/users/:companyId',
} as const;
