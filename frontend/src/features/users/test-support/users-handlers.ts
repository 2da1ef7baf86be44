/**
 * An in-memory users-page API for the users feature's tests (msw), shaped like the real one.
 * Every request is recorded in `userRequests` so tests can assert what was sent.
 */
import type { PermissionDto, SessionUser } from '@job-intake/contracts/identity/identity-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import {
  DEFAULT_USER_SORT,
  ONLY_STEP_MESSAGE,
  OWN_MEMBERSHIP_MESSAGE,
  invitationSentMessage,
  type CompanyRoleDto,
  type CompanyUserRow,
  type CreateUserRequest,
  type PendingInvitationRow,
  type SaveRoleRequest,
  type UpdateUserRequest,
  type WorkflowStepDto,
} from '@job-intake/contracts/identity/users-api';
import type { ProviderLocation } from '@job-intake/contracts/provider/provider-api';
import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { pagedListAnswer } from '../../../testing/paged-list-answer';

/** The absolute URL of an API path (as src/testing/api-url.ts, which the layer rules keep for specs). */
const apiUrl = (path: string) => `${env.apiUrl}${path}`;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export const userRequests: RecordedRequest[] = [];

export const PERMISSION_CATALOGUE: PermissionDto[] = [
  { id: 1, name: 'company', type: 'page', description: 'Company settings (/company/{id})' },
  { id: 2, name: 'forms', type: 'page', description: 'Create and edit forms; see all forms' },
  { id: 3, name: 'users', type: 'page', description: 'Users, roles and workflow steps (/users)' },
  { id: 4, name: 'super', type: 'page', description: 'All companies, statistics and reports' },
  { id: 6, name: 'workflows', type: 'action', description: 'Add or edit roles and workflow steps' },
  { id: 8, name: 'projects', type: 'action', description: 'Create and work on jobs' },
  { id: 9, name: 'project_history', type: 'action', description: 'See the history of jobs' },
];

const permission = (name: PermissionName) => PERMISSION_CATALOGUE.find((p) => p.name === name)!;

export const LOCATIONS: ProviderLocation[] = [
  {
    DIV_ID: 5001,
    cli_no: 'C-1',
    COMPANY: 'Demo Co.',
    COMPANY2: 'Main Office',
    MAINCITY: 'Cleveland',
    MAINSTATE: 'OH',
    ACTIVE: 1,
    cust1_lbl: null,
    cust1: null,
  },
  {
    DIV_ID: 5004,
    cli_no: 'C-1',
    COMPANY: 'Demo Co.',
    COMPANY2: 'Toledo Branch',
    MAINCITY: 'Toledo',
    MAINSTATE: 'OH',
    ACTIVE: 0,
    cust1_lbl: null,
    cust1: null,
  },
];

/** GET /users's search, sorts and default order, as the server's SQL. */
const USERS_LIST = {
  keys: {
    name: (user: CompanyUserRow) => user.name.toLowerCase(),
    email: (user: CompanyUserRow) => user.email.toLowerCase(),
    role: (user: CompanyUserRow) => user.role.name.toLowerCase(),
    cnt_id: (user: CompanyUserRow) => user.cnt_id,
    api_key: (user: CompanyUserRow) => (user.has_api_key ? 1 : 0),
  },
  defaultSort: DEFAULT_USER_SORT,
  matches: (user: CompanyUserRow, search: string) =>
    user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search),
};

let company = { id: 'company-1', name: 'Demo Co.' };
let roles: CompanyRoleDto[] = [];
let users: CompanyUserRow[] = [];
let invitations: PendingInvitationRow[] = [];
let steps: WorkflowStepDto[] = [];
let nextId = 1;
const newId = (prefix: string) => `${prefix}-${nextId++}`;

/** The demo company: Admin (you), Standard User, Reviewer; steps Standard User → Reviewer. */
export function resetUsersApi() {
  nextId = 1;
  userRequests.length = 0;
  company = { id: 'company-1', name: 'Demo Co.' };
  roles = [
    role('role-admin', 'Admin', false, ['company', 'forms', 'users', 'workflows', 'projects'], 1),
    role('role-standard', 'Standard User', true, ['projects', 'project_history'], 1),
    role('role-reviewer', 'Reviewer', true, ['projects', 'project_history'], 1),
    role('role-office', 'Office', false, ['projects'], 0),
  ];
  users = [
    userRow('user-alice', 'Alice Admin', 'alice@example.com', 'role-admin', { is_self: true }),
    userRow('user-stan', 'Stan Standard', 'stan@example.com', 'role-standard'),
    userRow('user-rita', 'Rita Reviewer', 'rita@example.com', 'role-reviewer', {
      cnt_id: '100245',
      has_api_key: true,
    }),
  ];
  invitations = [];
  steps = [
    { id: 'step-1', position: 1, role: stepRole('role-standard') },
    { id: 'step-2', position: 2, role: stepRole('role-reviewer') },
  ];
}

function invitationRow(
  id: string,
  name: string,
  email: string,
  roleId: string,
  extra: Partial<PendingInvitationRow> = {},
): PendingInvitationRow {
  const found = roles.find((candidate) => candidate.id === roleId)!;
  return {
    id,
    name,
    email,
    role: { id: found.id, name: found.name },
    expires_at: '2099-01-08T00:00:00.000Z',
    expired: false,
    created_at: '2099-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** An invitation nobody accepted, whose link expired in 2020. */
export function seedExpiredInvitation() {
  invitations = [
    ...invitations,
    invitationRow('invitation-old', 'Olive Old', 'olive@example.com', 'role-standard', {
      expires_at: '2020-01-08T00:00:00.000Z',
      expired: true,
    }),
  ];
}

export function seedRole(id: string, name: string, assignWorkflow: boolean) {
  roles = [...roles, role(id, name, assignWorkflow, ['projects'], 0)];
}

export function keepOnlyFirstStep() {
  steps = steps.slice(0, 1);
}

function role(
  id: string,
  name: string,
  assign: boolean,
  names: PermissionName[],
  count: number,
): CompanyRoleDto {
  return {
    id,
    name,
    assign_workflow: assign,
    permissions: names.map(permission),
    user_count: count,
  };
}

function stepRole(roleId: string) {
  const found = roles.find((candidate) => candidate.id === roleId)!;
  return { id: found.id, name: found.name, assign_workflow: found.assign_workflow };
}

function userRow(
  id: string,
  name: string,
  email: string,
  roleId: string,
  extra: Partial<CompanyUserRow> = {},
): CompanyUserRow {
  const found = roles.find((candidate) => candidate.id === roleId)!;
  return {
    id,
    membership_id: `m-${id}`,
    name,
    email,
    cnt_id: null,
    has_api_key: false,
    role: { id: found.id, name: found.name },
    is_self: false,
    created_at: '2025-03-07T12:00:00.000Z',
    ...extra,
  };
}

/** Stores a session whose first role holds these permissions. */
export function signInAs(permissions: PermissionName[]): SessionUser {
  const user: SessionUser = {
    id: 'user-alice',
    name: 'Alice Admin',
    email: 'alice@example.com',
    cnt_id: null,
    api_key: null,
    list_count: 100,
    column_choice: 'form_variant',
    memberships: [
      {
        id: 'm-user-alice',
        company: { id: 'company-1', name: 'Demo Co.' },
        role_id: 'role-admin',
        role: {
          id: 'role-admin',
          name: 'Admin',
          permissions: permissions.map((value) => ({ value })),
        },
      },
    ],
  };
  window.localStorage.setItem('job-intake.session', JSON.stringify({ token: 'token', user }));
  return user;
}

async function record(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  let body: unknown = null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) body = await request.clone().json();
  // A multipart body is not read: jsdom's File inside undici's Request never finishes streaming.
  else if (type.includes('multipart/form-data')) body = 'multipart';
  userRequests.push({
    method: request.method,
    path: url.pathname.replace(/^.*\/api\/v1/, ''),
    query: Object.fromEntries(url.searchParams.entries()),
    body,
  });
  return body;
}

const error = (status: number, message: string | string[]) =>
  HttpResponse.json({ statusCode: status, message, error: 'Error' }, { status });

export const usersHandlers = [
  http.get(apiUrl('/users'), async ({ request }) => {
    await record(request);
    const companyId = new URL(request.url).searchParams.get('company_id');
    const shown = companyId ? { id: companyId, name: 'Other Co.' } : company;
    return pagedListAnswer(request, users, USERS_LIST, ({ rows, ...page }) => ({
      company: shown,
      users: rows,
      ...page,
      invitations,
    }));
  }),
  http.post(apiUrl('/user'), async ({ request }) => {
    const body = (await record(request)) as CreateUserRequest;
    const row = invitationRow(newId('invitation'), body.name, body.email, body.value);
    invitations = [...invitations.filter((invitation) => invitation.email !== body.email), row];
    return HttpResponse.json(
      { invitation: row, message: invitationSentMessage(row.email) },
      { status: 201 },
    );
  }),
  http.delete<{ id: string }>(apiUrl('/invitation/:id'), async ({ request, params }) => {
    await record(request);
    if (!invitations.some((invitation) => invitation.id === params.id)) {
      return error(404, 'Invitation not found');
    }
    invitations = invitations.filter((invitation) => invitation.id !== params.id);
    return HttpResponse.json({ invitation_id: params.id });
  }),
  http.patch<{ id: string }>(apiUrl('/user/:id'), async ({ request, params }) => {
    const body = (await record(request)) as UpdateUserRequest;
    const current = users.find((user) => user.id === params.id);
    if (!current) return error(404, 'User not found');
    const roleFound = roles.find((candidate) => candidate.id === (body.value ?? current.role.id))!;
    const updated: CompanyUserRow = {
      ...current,
      name: body.name ?? current.name,
      email: body.email ?? current.email,
      cnt_id: body.cnt_id === undefined ? current.cnt_id : body.cnt_id,
      has_api_key: body.api_key === undefined ? current.has_api_key : !!body.api_key,
      role: { id: roleFound.id, name: roleFound.name },
    };
    users = users.map((user) => (user.id === current.id ? updated : user));
    return HttpResponse.json({ user: updated });
  }),
  http.delete<{ id: string }>(apiUrl('/membership/:id'), async ({ request, params }) => {
    await record(request);
    const found = users.find((user) => user.membership_id === params.id);
    if (!found) return error(404, 'Membership not found');
    if (found.is_self) return error(409, OWN_MEMBERSHIP_MESSAGE);
    users = users.filter((user) => user !== found);
    return HttpResponse.json({ membership_id: found.membership_id });
  }),
  http.post(apiUrl('/userFile'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      upload_count: 1,
      users: [
        {
          line: 2,
          name: 'Una Upload',
          email: 'una@example.com',
          role: 'Reviewer',
          status: 'invited',
        },
      ],
    });
  }),

  http.get(apiUrl('/permissions'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(PERMISSION_CATALOGUE);
  }),
  http.get(apiUrl('/roles'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(roles);
  }),
  http.post(apiUrl('/roles'), async ({ request }) => {
    const body = (await record(request)) as SaveRoleRequest;
    const created: CompanyRoleDto = {
      id: newId('role'),
      name: body.name,
      assign_workflow: body.assign_workflow,
      permissions: PERMISSION_CATALOGUE.filter((p) => body.permissions.includes(p.id)),
      user_count: 0,
    };
    roles = [...roles, created];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post<{ id: string }>(apiUrl('/roles/:id'), async ({ request, params }) => {
    const body = (await record(request)) as SaveRoleRequest;
    const current = roles.find((candidate) => candidate.id === params.id);
    if (!current) return error(404, 'Role not found');
    const updated = {
      ...current,
      name: body.name,
      assign_workflow: body.assign_workflow,
      permissions: PERMISSION_CATALOGUE.filter((p) => body.permissions.includes(p.id)),
    };
    roles = roles.map((candidate) => (candidate.id === current.id ? updated : candidate));
    return HttpResponse.json(updated);
  }),

  http.get(apiUrl('/workflows'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(steps);
  }),
  http.post(apiUrl('/workflows'), async ({ request }) => {
    const body = (await record(request)) as { role_id: string };
    const step = { id: newId('step'), position: steps.length + 1, role: stepRole(body.role_id) };
    steps = [...steps, step];
    return HttpResponse.json(step, { status: 201 });
  }),
  http.post<{ id: string }>(apiUrl('/workflows/:id'), async ({ request, params }) => {
    const body = (await record(request)) as { role_id: string };
    steps = steps.map((step) =>
      step.id === params.id ? { ...step, role: stepRole(body.role_id) } : step,
    );
    return HttpResponse.json(steps.find((step) => step.id === params.id));
  }),
  http.delete<{ id: string; roleId: string }>(
    apiUrl('/workflow/:id/:roleId'),
    async ({ request, params }) => {
      await record(request);
      if (steps.length <= 1) return error(409, ONLY_STEP_MESSAGE);
      steps = steps
        .filter((step) => step.id !== params.id)
        .map((step, index) => ({ ...step, position: index + 1 }));
      return HttpResponse.json(steps);
    },
  ),

  http.get(apiUrl('/provider/divisions'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(LOCATIONS);
  }),
  http.get(apiUrl('/provider/api-key'), async ({ request }) => {
    await record(request);
    const cntId = new URL(request.url).searchParams.get('cnt_id');
    if (cntId === '100245')
      return HttpResponse.json({ cnt_id: cntId, api_key: 'demo-api-key-100245' });
    return error(404, `Contact ${cntId} was not found.`);
  }),
];
