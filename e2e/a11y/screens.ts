// The route catalogue of the accessibility spec: every route of frontend/src/app/router.tsx (and
// each tab and main dialog of its page) for each kind of visitor that can reach it.
import type { Locator, Page } from '@playwright/test';
import { DEMO_FORM_ID } from '../guest-helpers';
import type { DemoUser } from '../sign-in';
import type { A11yData } from './a11y-data';

/** A dialog opened from a screen with one click; it is checked open, then closed with Escape. */
export interface Dialog {
  name: string;
  /** What the page needs before the click opens the dialog. */
  prepare?: (page: Page) => Promise<void>;
  opener: (page: Page) => Locator;
}

export interface Screen {
  /** The route as the router names it (ids as {placeholders}), and the tab if any. */
  name: string;
  path: string;
  dialogs?: Dialog[];
}

export type Visitor = 'signed out' | DemoUser;

const dialog = (name: string, button: string | RegExp): Dialog => ({
  name,
  opener: (page) => page.getByRole('button', { name: button }).first(),
});

/** A change to the job form, then a link out of the page: the leave guard asks first. */
const leaveGuard: Dialog = {
  name: 'Unsaved changes',
  prepare: (page) => page.getByRole('main').getByRole('textbox').first().fill('A11y change'),
  opener: (page) => page.getByRole('link', { name: /← Back to/ }),
};

/** A malformed but well-shaped reset code: /reset/{code} shows its new-password form. */
const RESET_CODE = encodeURIComponent('a11y-code|user@example.com');
const UNKNOWN_LINK = '/link/00000000-0000-4000-8000-000000000000';
const PUBLIC_FORM = '/new/demo-notice-intake';

function signedOutScreens(data: A11yData): Screen[] {
  return [
    { name: '/login', path: '/login' },
    { name: '/reset', path: '/reset' },
    { name: '/reset/{code}', path: `/reset?code=${RESET_CODE}` },
    { name: '/invitation/{token}', path: data.invitationPath },
    { name: '/link/{uuid}', path: data.shareLinkPath },
    { name: '/link/{unknown uuid}', path: UNKNOWN_LINK },
    { name: '/new/{appid}', path: PUBLIC_FORM },
    { name: '/unsubscribe/{token}', path: data.unsubscribePath },
  ];
}

function standardScreens(data: A11yData): Screen[] {
  const job = `/job/${data.jobId}`;
  return [
    { name: '/jobs/open', path: '/jobs/open', dialogs: [dialog('Create Job', /Create Job/)] },
    { name: '/jobs/review', path: '/jobs/review' },
    { name: '/jobs/submitted', path: '/jobs/submitted' },
    { name: '/jobs/archived', path: '/jobs/archived' },
    { name: '/jobs/search', path: '/jobs/search?q=A11y' },
    {
      name: '/job/{id} Job Data',
      path: `${job}?tab=data`,
      dialogs: [dialog('Archive Job', 'Archive Job'), leaveGuard],
    },
    {
      name: '/job/{id} Notes',
      path: `${job}?tab=notes`,
      dialogs: [dialog('Add Note', /Add Note/)],
    },
    {
      name: '/forms',
      path: '/forms',
      dialogs: [dialog('About guest form links', 'About guest form links')],
    },
    { name: '/profile', path: '/profile' },
    { name: '/settings', path: '/settings' },
  ];
}

function reviewerScreens(data: A11yData): Screen[] {
  const job = `/job/${data.pendingJobId}`;
  return [
    { name: '/jobs/review', path: '/jobs/review' },
    {
      name: '/job/{id} Settings',
      path: `${job}?tab=settings`,
      dialogs: [dialog('Create Custom Job Link', 'Create Custom Job Link')],
    },
    {
      name: '/job/{id} Share',
      path: `${job}?tab=share`,
      dialogs: [dialog('Compose Email', 'Compose')],
    },
    {
      name: '/job/{id} History',
      path: `${job}?tab=history`,
      dialogs: [dialog('Time travel', /View the job as it was after/)],
    },
  ];
}

function adminScreens(data: A11yData): Screen[] {
  const company = `/company/${data.companyId}`;
  return [
    { name: '/company/{id} Settings', path: `${company}?tab=settings` },
    {
      name: '/company/{id} Services',
      path: `${company}?tab=services`,
      dialogs: [dialog('Add Service', 'Add Service')],
    },
    {
      name: '/company/{id} Email Templates',
      path: `${company}?tab=email-templates`,
      dialogs: [dialog('Add Email Template', 'Add Template')],
    },
    {
      name: '/company/{id} Customers',
      path: `${company}?tab=customers`,
      dialogs: [dialog('Add Customer', 'Add Customer')],
    },
    { name: '/company/{id} Data Export', path: `${company}?tab=data-export` },
    {
      name: '/company/{id} API Tokens',
      path: `${company}?tab=api-tokens`,
      dialogs: [dialog('Create API Token', 'Create token')],
    },
    {
      name: '/company/{id} Webhooks',
      path: `${company}?tab=webhooks`,
      dialogs: [dialog('Add endpoint', 'Add endpoint')],
    },
    {
      name: '/users',
      path: '/users',
      dialogs: [
        dialog('Add User', /Add User/),
        dialog('Upload Users', /Upload Users/),
        dialog('Add Role', /Add Role/),
        dialog('Add Step', /Add Step/),
        {
          name: 'Delete (confirm)',
          // The admin's own membership cannot be deleted: its button is disabled.
          opener: (page) => page.locator('button:enabled[aria-label^="Delete "]').first(),
        },
      ],
    },
    { name: '/forms', path: '/forms' },
    { name: '/form/{id}', path: `/form/${DEMO_FORM_ID}` },
  ];
}

function superScreens(data: A11yData): Screen[] {
  const company = `/admin/company/${data.companyId}`;
  return [
    { name: '/admin', path: '/admin', dialogs: [dialog('Add Company', /Add Company/)] },
    { name: '/admin/company/{id} Settings', path: `${company}?tab=settings` },
    {
      name: '/admin/company/{id} Customers',
      path: `${company}?tab=customers`,
      dialogs: [dialog('Upload Customers', 'Upload CSV')],
    },
    { name: '/admin/company/{id} Statistics', path: `${company}?tab=statistics` },
    { name: '/admin/users/{companyId}', path: `/admin/users/${data.companyId}` },
    { name: '/forms?company={id}', path: `/forms?company=${data.companyId}` },
    { name: '/admin/report', path: '/admin/report' },
    { name: '/dev/mail', path: '/dev/mail' },
    { name: '/dev/webhooks', path: '/dev/webhooks' },
  ];
}

export function screensOf(data: A11yData): Record<Visitor, Screen[]> {
  return {
    'signed out': signedOutScreens(data),
    standard: standardScreens(data),
    reviewer: reviewerScreens(data),
    admin: adminScreens(data),
    super: superScreens(data),
  };
}
