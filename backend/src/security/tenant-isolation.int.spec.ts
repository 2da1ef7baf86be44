import { AUDIT_KEY_PATH } from '@job-intake/contracts/audit/audit-key';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany, type OtherCompany } from '../users/testing/other-company';
import { registeredRoutes } from './testing/registered-routes';
import { METRICS_PATH } from '../http/operator-paths';

/**
 * Walks every route the app registers. A user of the demo company asks each one for data of
 * another company: a route that names another company's resource must answer 404 (or 400 where
 * the resource is only referenced in the body) and change nothing; a list must not show it. A
 * route that is neither is listed under NOT_TENANT_DATA with the reason. A new route that is in
 * neither table fails this test until someone decides which it is.
 */
type Auth = { Authorization: string };
type Actor = 'admin' | 'reviewer';

interface OtherData extends OtherCompany {
  formId: string;
  sectionId: string;
  fieldId: string;
  variantId: string;
  jobId: string;
  jobUuid: string;
  jobName: string;
  eventId: string;
  noteId: string;
  attachmentId: string;
  linkId: string;
  templateId: string;
  serviceTypeId: string;
  customerId: string;
  emailId: string;
  emailUuid: string;
  webhookId: string;
  apiTokenId: string;
}

interface Probe {
  /** `METHOD /path/:param` exactly as the router registers it. */
  route: string;
  actor?: Actor;
  request: (b: OtherData) => { path: string; body?: unknown; attach?: boolean };
  /** 'hidden': 404 (or 400 when accepted); 'list': 200 without any of b's ids. */
  expect: 'hidden' | 'list';
  accept?: number[];
}

const NOT_TENANT_DATA: Record<string, string> = {
  'GET /api/v1/health': 'operations probe, no company data',
  'GET /api/v1/config': "public: the footer's support contacts from the configuration",
  'GET /api/v1/company-style/:file':
    "public: the company's job-form style, which its guests' forms load (scoped, no loads)",
  'POST /api/v1/auth/login': 'public sign-in',
  'POST /api/v1/auth/logout': 'acts on the caller only',
  'GET /api/v1/auth/me': 'the caller only',
  'POST /api/v1/resetRequest': 'public, same answer for every e-mail',
  'POST /api/v1/auth/reset': 'public, needs the e-mailed code',
  'POST /api/v1/invitation/lookup': 'public, needs the e-mailed invitation token',
  'POST /api/v1/invitation/accept': 'public, needs the e-mailed invitation token',
  'POST /api/v1/auth/register': 'public, creates a new company',
  'POST /api/v1/settings/userConfig': 'the caller only',
  'POST /api/v1/settings/password': 'the caller only',
  'GET /api/v1/dev/mail': 'super admins only (401/403 for everyone else, tested in mail/)',
  'GET /api/v1/dev/mail/status': 'super admins only: whether the local catcher runs',
  'GET /api/v1/dev/webhooks':
    'super admins only (401/403 for everyone else, tested in webhook-receiver/)',
  'GET /api/v1/dev/webhooks/status': 'super admins only: whether the local webhook receiver runs',
  'POST /api/v1/dev/webhooks/:id/verify': 'super admins only: checks a received delivery',
  'GET /api/v1/permissions': 'the global permission catalogue',
  'GET /api/v1/form/types': 'the global field type list',
  'GET /api/v1/form/states': 'the global form status list',
  'GET /api/v1/provider/api-key': "the provider's data, looked up by contact id",
  'GET /api/v1/provider/divisions': "the provider's data for the caller's key",
  'GET /api/v1/provider/contacts': "the provider's data for the caller's key",
  'GET /api/v1/provider/portal': "the provider portal's address, the server's configuration",
  'GET /api/v1/companies': 'super admins only (403 for everyone else, tested in companies API)',
  'POST /api/v1/company': 'super admins only',
  'POST /api/v1/report': 'super admins only (403 for everyone else, tested in report/)',
  'GET /api/v1/report/xlsx': 'super admins only (403 for everyone else, tested in report/)',
  'POST /api/v1/report/xlsx': 'super admins only (403 for everyone else, tested in report/)',
  'POST /api/v1/report/stats':
    "super admins any company, auditors their own (another's is 404, tested in stats/)",
  'POST /api/v1/data/export':
    "the caller's own company's jobs only (a form post: the token travels in the body; company_id is 403 but for super admins; tested in data-export/)",
  'GET /api/v1/openapi.json': 'super admins only (the API description, no company data)',
  'POST /api/v1/userFile': "imports into the caller's company only",
  'POST /api/v1/form': "creates in the caller's company",
  'POST /api/v1/emailTemplate': "creates in the caller's company",
  'POST /api/v1/emailTemplate/preview': "renders a made-up job of the caller's company, reads none",
  'GET /api/v1/emailSettings': "the caller's company's own e-mail defaults, no other to name",
  'POST /api/v1/service': "creates in the caller's company",
  'POST /api/v1/customer': "creates in the caller's company (company_id: super admins only)",
  'POST /api/v1/customerFile': 'super admins only (403 for everyone else, tested in customers/)',
  'GET /api/v1/unsubscribe/:token':
    'guests: one e-mail request by its unguessable unsubscribe token (guests/unsubscribe/)',
  'POST /api/v1/unsubscribe/:token':
    'guests: opts out only the e-mail request its unguessable token names',
  'GET /api/v1/files/:kind/:name':
    'public logo images for guest links, unguessable generated names',
  'GET /api/v1/files/logos/default.svg': "the app's own default logo, the same for everyone",
  'POST /api/v1/new/:appid/upload-grant':
    'guests: spends a solved captcha for an upload grant of that form only (public-forms/)',
  'GET /uploads/attachments/:name':
    'attachment files by unguessable generated name (docs/decisions)',
  'GET /api/v1/link/:uuid': "guests: one share link's sections by its unguessable uuid (guests/)",
  'POST /api/v1/link/:uuid/results':
    "guests: saves only into the link's sections of its job (isolation walk in guests/)",
  'GET /api/v1/captcha/challenge': 'a new captcha challenge, no company data',
  'GET /api/v1/new/:appid': "guests: an active, mapped form by its variant's uuid (public-forms/)",
  'GET /api/v1/new/:appid/:cntid': 'guests: the same form, the contact id checked in its company',
  'POST /api/v1/new/:appid/attachments': "guests: files kept for that form's company only",
  'POST /api/v1/new': 'guests: creates a job only on the form the appid names, behind the captcha',
  'GET {*any}': 'the single-page app',
  'GET /.well-known/job-intake-audit-key': "public: the deployment's audit-record public key",
  // Staff and guest scopes alike (lookups/lookups.api.int.spec.ts checks the guests' scopes).
  ...Object.fromEntries(
    ['lookups', 'link/:uuid/lookups', 'new/:appid/lookups'].flatMap((scope) =>
      ['places', 'places/:placeId', 'geocode', 'reverse', 'parcels', 'parcels/area', 'map'].map(
        (path) => [`GET /api/v1/${scope}/${path}`, 'maps and parcel data, no company data'],
      ),
    ),
  ),
};

const PROBES: Probe[] = [
  {
    route: 'GET /api/v1/jobs',
    request: () => ({ path: '/api/v1/jobs?list=open' }),
    expect: 'list',
  },
  {
    route: 'POST /api/v1/search',
    request: (b) => ({ path: '/api/v1/search', body: { query: b.jobName.toLowerCase() } }),
    expect: 'list',
  },
  {
    route: 'POST /api/v1/job',
    actor: 'reviewer',
    request: (b) => ({ path: '/api/v1/job', body: { name: 'Stolen form', form_id: b.formId } }),
    expect: 'hidden',
    accept: [400, 404],
  },
  {
    route: 'GET /api/v1/job/:id',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/jobs/:id',
    request: (b) => ({ path: `/api/v1/jobs/${b.jobId}` }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/job/:id/user-submitted',
    actor: 'reviewer',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/user-submitted` }),
    expect: 'hidden',
  },
  {
    route: 'PATCH /api/v1/job/:id',
    actor: 'reviewer',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}`, body: { name: 'Taken over' } }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/settings',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/settings` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/settings',
    actor: 'reviewer',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/settings`, body: { field: 'name' } }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/history',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/history` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/notes',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/notes` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/live',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/live` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/audit-record',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/audit-record` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/access-log',
    request: (b) => ({ path: `/api/v1/access-log?job_id=${b.jobId}` }),
    expect: 'list',
  },
  {
    route: 'GET /api/v1/job/:id/history/:eventId',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/history/${b.eventId}` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/status',
    request: (b) => ({
      path: `/api/v1/job/${b.jobId}/status`,
      body: { id: b.jobId, status: 'archived' },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/finalize',
    request: (b) => ({
      path: `/api/v1/job/${b.jobId}/finalize`,
      body: { id: b.jobId, uuid: b.jobUuid },
    }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/import',
    actor: 'reviewer',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/import` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/import',
    actor: 'reviewer',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/import`, body: { id: b.jobId } }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/results',
    request: (b) => ({
      path: `/api/v1/job/${b.jobId}/results`,
      body: { id: b.jobId, answers: { [b.fieldId]: 'x' } },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/field',
    request: (b) => ({
      path: `/api/v1/job/${b.jobId}/field`,
      body: { field: b.fieldId, value: 'x' },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/note',
    request: (b) => ({ path: '/api/v1/note', body: { job_id: b.jobId, description: 'Sneaky' } }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/note/:id',
    request: (b) => ({ path: `/api/v1/note/${b.noteId}` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/links',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/links` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/stats',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/stats` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/job/:id/emails',
    request: (b) => ({ path: `/api/v1/job/${b.jobId}/emails` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/:id/email/preview',
    request: (b) => ({
      path: `/api/v1/job/${b.jobId}/email/preview`,
      body: { subject: '[job_name]', body: '[customer_name]' },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/email',
    request: (b) => ({
      path: '/api/v1/email',
      body: { id: b.jobId, to: 'eve@example.com', subject: 'Sneaky', body: 'Sneaky' },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/resend',
    request: (b) => ({
      path: '/api/v1/resend',
      body: { email_id: b.emailId, uuid: b.emailUuid, job_id: b.jobId },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/optOut',
    request: (b) => ({ path: '/api/v1/optOut', body: { id: b.emailId, opt_out: true } }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/history',
    request: (b) => ({
      path: '/api/v1/job/history',
      body: { job_id: b.jobId, sections: [b.sectionId], shareNote: 'Sneaky' },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/job/history/:linkId',
    request: (b) => ({
      path: `/api/v1/job/history/${b.linkId}`,
      body: { id: b.linkId, status: 'closed' },
    }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/attach',
    request: (b) => ({ path: '/api/v1/attach', body: { job_id: b.jobId }, attach: true }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/attachment/:id',
    request: (b) => ({ path: `/api/v1/attachment/${b.attachmentId}` }),
    expect: 'hidden',
  },
  { route: 'GET /api/v1/forms', request: () => ({ path: '/api/v1/forms' }), expect: 'list' },
  {
    route: 'GET /api/v1/form/:id',
    request: (b) => ({ path: `/api/v1/form/${b.formId}` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/build/:id',
    request: (b) => ({ path: `/api/v1/build/${b.formId}` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/build/:id/filter/:limit',
    request: (b) => ({ path: `/api/v1/build/${b.formId}/filter/0` }),
    expect: 'hidden',
  },
  {
    route: 'PATCH /api/v1/form/:form_id',
    request: (b) => ({
      path: `/api/v1/form/${b.formId}`,
      body: { type: 'message', form_id: b.formId, name: 'Taken' },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/form/:id',
    request: (b) => ({ path: `/api/v1/form/${b.formId}` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/form/logo',
    request: (b) => ({
      path: '/api/v1/form/logo',
      body: { title: 'Taken', form_id: b.formId, variant_id: b.variantId },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/form/logo/:variantId',
    request: (b) => ({ path: `/api/v1/form/logo/${b.variantId}` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/form/reorderFields',
    request: (b) => ({
      path: '/api/v1/form/reorderFields',
      body: [{ id: b.fieldId, order: 5, section_id: b.sectionId }],
    }),
    expect: 'hidden',
    accept: [400, 404],
  },
  {
    route: 'POST /api/v1/form/reorderSections',
    request: (b) => ({
      path: '/api/v1/form/reorderSections',
      body: [{ id: b.sectionId, order: 5 }],
    }),
    expect: 'hidden',
    accept: [400, 404],
  },
  {
    route: 'GET /api/v1/company/:id',
    request: (b) => ({ path: `/api/v1/company/${b.companyId}` }),
    expect: 'hidden',
  },
  {
    route: 'PATCH /api/v1/company/:id',
    request: (b) => ({ path: `/api/v1/company/${b.companyId}`, body: { name: 'Taken' } }),
    expect: 'hidden',
  },
  { route: 'GET /api/v1/users', request: () => ({ path: '/api/v1/users' }), expect: 'list' },
  {
    route: 'POST /api/v1/user',
    request: (b) => ({
      path: '/api/v1/user',
      body: { name: 'Mole', email: 'mole@example.com', value: b.adminRoleId },
    }),
    expect: 'hidden',
    accept: [400, 404],
  },
  {
    route: 'PATCH /api/v1/user/:id',
    request: (b) => ({
      path: `/api/v1/user/${b.adminId}`,
      body: { name: 'Taken', email: b.adminLogin.email },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/membership/:id',
    request: (b) => ({ path: `/api/v1/membership/${b.memberMembershipId}` }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/invitation/:id',
    request: (b) => ({ path: `/api/v1/invitation/${b.invitationId}` }),
    expect: 'hidden',
  },
  { route: 'GET /api/v1/roles', request: () => ({ path: '/api/v1/roles' }), expect: 'list' },
  {
    route: 'POST /api/v1/roles',
    request: (b) => ({
      path: `/api/v1/roles?company_id=${b.companyId}`,
      body: { name: 'Mole', assign_workflow: false, permissions: ['projects'] },
    }),
    expect: 'hidden',
    accept: [403, 404],
  },
  {
    route: 'POST /api/v1/roles/:id',
    request: (b) => ({
      path: `/api/v1/roles/${b.adminRoleId}`,
      body: { name: 'Taken', assign_workflow: false, permissions: ['projects'] },
    }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/workflows',
    request: () => ({ path: '/api/v1/workflows' }),
    expect: 'list',
  },
  {
    route: 'POST /api/v1/workflows',
    request: (b) => ({ path: '/api/v1/workflows', body: { role_id: b.standardRoleId } }),
    expect: 'hidden',
    accept: [400, 404],
  },
  {
    route: 'POST /api/v1/workflows/:id',
    request: (b) => ({
      path: `/api/v1/workflows/${b.stepId}`,
      body: { role_id: b.standardRoleId },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/workflow/:id/:roleId',
    request: (b) => ({ path: `/api/v1/workflow/${b.stepId}/${b.standardRoleId}` }),
    expect: 'hidden',
  },
  {
    route: 'GET /api/v1/customers',
    request: () => ({ path: '/api/v1/customers' }),
    expect: 'list',
  },
  {
    route: 'GET /api/v1/emailTemplates',
    request: () => ({ path: '/api/v1/emailTemplates' }),
    expect: 'list',
  },
  {
    route: 'PATCH /api/v1/emailTemplate/:id',
    request: (b) => ({
      path: `/api/v1/emailTemplate/${b.templateId}`,
      body: { title: 'Taken', subject: 'Taken', body: 'Taken' },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/emailTemplate/:id',
    request: (b) => ({ path: `/api/v1/emailTemplate/${b.templateId}` }),
    expect: 'hidden',
  },
  { route: 'GET /api/v1/services', request: () => ({ path: '/api/v1/services' }), expect: 'list' },
  {
    route: 'PATCH /api/v1/service/:id',
    request: (b) => ({ path: `/api/v1/service/${b.serviceTypeId}`, body: { default: true } }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/service/:id',
    request: (b) => ({ path: `/api/v1/service/${b.serviceTypeId}` }),
    expect: 'hidden',
  },
  {
    route: 'PATCH /api/v1/customer/:id',
    request: (b) => ({
      path: `/api/v1/customer/${b.customerId}`,
      body: { contact_role: 1, company: 'Taken' },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/customer/:id',
    request: (b) => ({ path: `/api/v1/customer/${b.customerId}` }),
    expect: 'hidden',
  },
  ...webhookProbes(),
  {
    route: 'GET /api/v1/company/:companyId/api-tokens',
    request: (b) => ({ path: `/api/v1/company/${b.companyId}/api-tokens` }),
    expect: 'hidden',
  },
  {
    route: 'POST /api/v1/company/:companyId/api-tokens',
    request: (b) => ({
      path: `/api/v1/company/${b.companyId}/api-tokens`,
      body: { name: 'Taken', permissions: ['projects'] },
    }),
    expect: 'hidden',
  },
  {
    route: 'DELETE /api/v1/company/:companyId/api-tokens/:tokenId',
    request: (b) => ({ path: `/api/v1/company/${DEMO_COMPANY_ID}/api-tokens/${b.apiTokenId}` }),
    expect: 'hidden',
  },
];

/** Every webhooks route, asked about the other company's endpoint under its company's path. */
function webhookProbes(): Probe[] {
  const base = '/api/v1/company/:companyId/webhooks';
  const hooks = (b: OtherData) => `/api/v1/company/${b.companyId}/webhooks`;
  const one = (b: OtherData) => `${hooks(b)}/${b.webhookId}`;
  const probes: [string, (b: OtherData) => { path: string; body?: unknown }][] = [
    [`GET ${base}`, (b) => ({ path: hooks(b) })],
    [
      `POST ${base}`,
      (b) => ({
        path: hooks(b),
        body: { url: 'https://93.184.216.34/in', event_types: ['job.archived'] },
      }),
    ],
    [`PATCH ${base}/:endpointId`, (b) => ({ path: one(b), body: { enabled: false } })],
    [`DELETE ${base}/:endpointId`, (b) => ({ path: one(b) })],
    [`POST ${base}/:endpointId/rotate-secret`, (b) => ({ path: `${one(b)}/rotate-secret` })],
    [`GET ${base}/:endpointId/deliveries`, (b) => ({ path: `${one(b)}/deliveries` })],
    [
      `POST ${base}/:endpointId/deliveries/:deliveryId/redeliver`,
      (b) => ({ path: `${one(b)}/deliveries/1/redeliver` }),
    ],
    [
      `POST ${base}/:endpointId/replay`,
      (b) => ({ path: `${one(b)}/replay`, body: { from_position: 0 } }),
    ],
  ];
  return probes.map(([route, request]) => ({ route, request, expect: 'hidden' }));
}

describe('tenant isolation across every route', () => {
  let t: TestApp;
  let b: OtherData;
  const auth: Partial<Record<Actor, Auth>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    b = await seedOtherCompanyData(t);
    auth.admin = { Authorization: `Bearer ${await t.login('admin')}` };
    auth.reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
  });
  afterAll(() => t.close());

  it('has a decision for every registered route', () => {
    const probed = new Set(PROBES.map((probe) => probe.route));
    const undecided = appRoutes(t).filter(
      (route) => !probed.has(route) && !(route in NOT_TENANT_DATA),
    );
    expect(undecided).toEqual([]);
  });

  it.each(PROBES.map((probe) => [probe.route, probe] as const))(
    '%s does not reach another company',
    async (_route, probe) => {
      const before = await fingerprint(t, b);
      const answer = await send(t, probe, b, auth[probe.actor ?? 'admin']!);
      if (probe.expect === 'list') {
        expect(answer.status).toBe(200);
        for (const id of otherIds(b)) expect(JSON.stringify(answer.body)).not.toContain(id);
      } else {
        expect(probe.accept ?? [404]).toContain(answer.status);
      }
      expect(await fingerprint(t, b)).toEqual(before);
    },
  );

  it('refuses company_id for anybody but a super admin', async () => {
    await t.http.get(`/api/v1/users?company_id=${b.companyId}`).set(auth.admin!).expect(403);
  });
});

/**
 * The app's routes but the OpenAPI pages, Nest's catch-all JSON 404 for unknown API paths and the
 * middleware Nest mounts for every method on the paths it keeps outside the prefix (the audit key;
 * the operators' metrics, which take their own token, not a user's, and no company's data).
 */
function appRoutes(t: TestApp): string[] {
  return registeredRoutes(t.app).filter(
    (route) =>
      !route.includes('/api/v1/docs') &&
      !/ \/api\/v1(\/\{\*path\})?$/.test(route) &&
      !(route.includes(` ${AUDIT_KEY_PATH}`) && route !== `GET ${AUDIT_KEY_PATH}`) &&
      !route.endsWith(` /${METRICS_PATH}`),
  );
}

async function send(t: TestApp, probe: Probe, b: OtherData, auth: Auth) {
  const [method] = probe.route.split(' ') as [string];
  const { path, body, attach } = probe.request(b);
  const call = t.http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path).set(auth);
  if (attach) {
    return call
      .field('job_id', String((body as { job_id: string }).job_id))
      .field('company_id', DEMO_COMPANY_ID)
      .attach('files[]', Buffer.from('secret'), 'x.txt');
  }
  return body === undefined ? call : call.send(body as object);
}

function otherIds(b: OtherData): string[] {
  return [
    b.companyId,
    b.formId,
    b.jobId,
    b.adminId,
    b.memberId,
    b.adminRoleId,
    b.standardRoleId,
    b.stepId,
    b.jobName,
    b.templateId,
    b.serviceTypeId,
    b.emailId,
  ];
}

/** Everything of the other company that a request could change. */
async function fingerprint(t: TestApp, b: OtherData): Promise<unknown> {
  const query = async (sql: string, params: unknown[]) => (await t.pool.query(sql, params)).rows;
  return {
    events: await query("SELECT count(*)::int AS n FROM events WHERE metadata->>'companyId' = $1", [
      b.companyId,
    ]),
    company: await query('SELECT row_to_json(c) AS c FROM companies c WHERE id = $1', [
      b.companyId,
    ]),
    users: await query('SELECT row_to_json(u) AS u FROM users u WHERE id IN ($1, $2) ORDER BY id', [
      b.adminId,
      b.memberId,
    ]),
    memberships: await query(
      'SELECT id, role_id FROM memberships WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    customers: await query(
      'SELECT row_to_json(c) AS c FROM customers c WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    serviceTypes: await query(
      'SELECT row_to_json(s) AS s FROM service_types s WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    roles: await query(
      'SELECT id, name, assign_workflow FROM roles WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    steps: await query(
      'SELECT id, role_id, position FROM workflow_steps WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    forms: await query(
      'SELECT row_to_json(f) AS f FROM forms f WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    fields: await query(
      'SELECT id, "order", section_id FROM fields WHERE section_id = $1 ORDER BY id',
      [b.sectionId],
    ),
    sections: await query(
      'SELECT id, "order", title FROM sections WHERE form_id = $1 ORDER BY id',
      [b.formId],
    ),
    variants: await query('SELECT id, title FROM form_variants WHERE form_id = $1 ORDER BY id', [
      b.formId,
    ]),
    templates: await query(
      'SELECT row_to_json(e) AS e FROM email_templates e WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
    webhooks: await query(
      `SELECT id, url, description, event_types, disabled_reason, secret, previous_secret
       FROM webhook_endpoints WHERE company_id = $1 ORDER BY id`,
      [b.companyId],
    ),
    webhookDeliveries: await query(
      `SELECT count(*)::int AS n FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.company_id = $1`,
      [b.companyId],
    ),
    apiTokens: await query(
      'SELECT row_to_json(a) AS a FROM api_tokens a WHERE company_id = $1 ORDER BY id',
      [b.companyId],
    ),
  };
}

/** The other company's admin builds a form, a job with a note and an attachment, over the API. */
async function seedOtherCompanyData(t: TestApp): Promise<OtherData> {
  const other = await createOtherCompany(t, 'Isolated');
  const owner = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
  const ok = async (call: PromiseLike<{ status: number; body: unknown }>) => {
    const answer = await call;
    if (answer.status >= 300)
      throw new Error(
        `Seeding the other company failed: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    return answer.body as Record<string, unknown>;
  };
  const form = await ok(t.http.post('/api/v1/form').set(owner).send({ name: 'Isolated form' }));
  const formId = String(form.id);
  await ok(
    t.http
      .patch(`/api/v1/form/${formId}`)
      .set(owner)
      .send({ type: 'message', form_id: formId, status: 'active', mapped: true }),
  );
  const section = await ok(
    t.http
      .patch(`/api/v1/form/${formId}`)
      .set(owner)
      .send({ type: 'section', form_id: formId, section: { title: 'Project' } }),
  );
  const field = await ok(
    t.http
      .patch(`/api/v1/form/${formId}`)
      .set(owner)
      .send({
        type: 'field',
        form_id: formId,
        field: {
          id: 'tmp-1',
          type: 'text',
          title: 'Owner name',
          description: '',
          required: true,
          section_id: section.id,
        },
      }),
  );
  const variant = await ok(
    t.http
      .post('/api/v1/form/logo')
      .set(owner)
      .field('title', 'Isolated logo')
      .field('form_id', formId),
  );
  const jobName = 'Isolated Tower';
  const job = await ok(
    t.http.post('/api/v1/job').set(owner).send({ name: jobName, form_id: formId }),
  );
  const jobId = String(job.id);
  const detail = await ok(t.http.get(`/api/v1/job/${jobId}`).set(owner));
  const note = await ok(
    t.http.post('/api/v1/note').set(owner).send({ job_id: jobId, description: 'Private note' }),
  );
  const link = await ok(
    t.http
      .post('/api/v1/job/history')
      .set(owner)
      .send({ job_id: jobId, sections: [section.id], shareNote: 'Private link' }),
  );
  const attachments = await ok(
    t.http
      .post('/api/v1/attach')
      .set(owner)
      .field('job_id', jobId)
      .field('company_id', other.companyId)
      .attach('files[]', Buffer.from('private'), 'private.txt'),
  );
  const attachment = (
    Array.isArray(attachments)
      ? attachments
      : (attachments as { attachments: unknown[] }).attachments
  )[0] as { id: string };
  const template = await ok(
    t.http
      .post('/api/v1/emailTemplate')
      .set(owner)
      .send({ title: 'Private template', subject: 'Private', body: 'Private' }),
  );
  const serviceType = await ok(
    t.http.post('/api/v1/service').set(owner).send({ text: 'Private service' }),
  );
  const customer = await ok(
    t.http.post('/api/v1/customer').set(owner).send({ contact_role: 1, company: 'Private owner' }),
  );
  const { results } = (await ok(
    t.http
      .post('/api/v1/email')
      .set(owner)
      .send({ id: jobId, to: 'owner@example.com', subject: 'Private', body: 'Private' }),
  )) as unknown as { results: { email: { id: string; uuid: string } }[] };
  const email = results[0]!.email;
  await outboxDone(t, email.id);
  // A public address, subscribed to an event none of these tests causes: nothing is sent.
  const webhook = await ok(
    t.http
      .post(`/api/v1/company/${other.companyId}/webhooks`)
      .set(owner)
      .send({ url: 'https://93.184.216.34/isolated', event_types: ['job.archived'] }),
  );
  const apiToken = (await ok(
    t.http
      .post(`/api/v1/company/${other.companyId}/api-tokens`)
      .set(owner)
      .send({ name: 'Private token', permissions: ['projects'] }),
  )) as unknown as { token: { id: string } };
  const [firstEvent] = (
    await t.pool.query<{ event_id: string }>(
      'SELECT event_id FROM events WHERE stream_id = $1 ORDER BY revision LIMIT 1',
      [`job-${jobId}`],
    )
  ).rows;
  return {
    ...other,
    formId,
    sectionId: String(section.id),
    fieldId: String(field.id),
    variantId: String(variant.id),
    jobId,
    jobUuid: String(detail.uuid),
    jobName,
    eventId: firstEvent!.event_id,
    noteId: String(note.id),
    attachmentId: attachment.id,
    linkId: String(link.id),
    templateId: String(template.id),
    serviceTypeId: String(serviceType.id),
    customerId: String(customer.id),
    emailId: email.id,
    emailUuid: email.uuid,
    webhookId: String((webhook.endpoint as { id: string }).id),
    apiTokenId: apiToken.token.id,
  };
}

/** The outbox appends the e-mail's send result later: wait, so it does not change a fingerprint. */
async function outboxDone(t: TestApp, emailId: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await t.pool.query<{ status: string }>(
      'SELECT status FROM email_log WHERE id = $1',
      [emailId],
    );
    if (rows[0] && rows[0].status !== 'pending') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The other company's e-mail was never sent");
}
