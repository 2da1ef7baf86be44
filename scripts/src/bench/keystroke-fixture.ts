import type {
  FieldDto,
  FormDto,
  SaveFieldRequest,
  SaveFormMessageRequest,
  SaveSectionRequest,
  SectionDto,
} from '@job-intake/contracts/forms/forms-api';
import type { AuthResponse, LoginRequest } from '@job-intake/contracts/identity/identity-api';
import type { CreateJobRequest, CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';

/** The demo company's admin, seeded by the app at its first start. */
export const DEMO_ADMIN: LoginRequest = {
  email: 'admin@demo.job-intake.local',
  password: 'demo-admin-pass',
};

/** What the keystroke bench opens: a job on a form of text fields, and who signs in. */
export interface KeystrokeFixture {
  readonly session: AuthResponse;
  readonly jobId: string;
  /** The titles of the form's fields, in order. */
  readonly fieldTitles: readonly string[];
}

/** Jobs on forms of these many fields each, created by one sign-in. */
export async function createKeystrokeFixtures(
  origin: string,
  fieldCounts: readonly number[],
): Promise<KeystrokeFixture[]> {
  const session = await signIn(origin, DEMO_ADMIN);
  const fixtures: KeystrokeFixture[] = [];
  for (const count of fieldCounts) fixtures.push(await createJobOnForm(origin, session, count));
  return fixtures;
}

/** Signs in through POST /auth/login. */
export async function signIn(origin: string, login: LoginRequest): Promise<AuthResponse> {
  return call<AuthResponse>(origin, undefined, 'POST', '/auth/login', login);
}

/**
 * Creates through the API, as the demo admin, an active and mapped form of one section with
 * `fieldCount` text fields (every third one required, as real forms mix both), and a job on it.
 */
async function createJobOnForm(
  origin: string,
  session: AuthResponse,
  fieldCount: number,
): Promise<KeystrokeFixture> {
  const api = <T>(method: string, path: string, body: unknown) =>
    call<T>(origin, session.token, method, path, body);

  const name = `Keystroke bench ${fieldCount} fields ${Date.now()}`;
  const form = await api<FormDto>('POST', '/form', { name });
  const saveSection: SaveSectionRequest = { type: 'section', section: { title: 'Many fields' } };
  const section = await api<SectionDto>('PATCH', `/form/${form.id}`, saveSection);
  const fieldTitles = Array.from({ length: fieldCount }, (_, index) => `Field ${index + 1}`);
  for (const [index, title] of fieldTitles.entries()) {
    const saveField: SaveFieldRequest = {
      type: 'field',
      field: { section_id: section.id, type: 'text', title, required: index % 3 === 0 },
    };
    await api<FieldDto>('PATCH', `/form/${form.id}`, saveField);
  }
  const publish: SaveFormMessageRequest = { type: 'message', status: 'active', mapped: true };
  await api<FormDto>('PATCH', `/form/${form.id}`, publish);

  const createJob: CreateJobRequest = { name: 'Keystroke bench job', form_id: form.id };
  const job = await api<CreateJobResponse>('POST', '/job', createJob);
  return { session, jobId: job.id, fieldTitles };
}

async function call<T>(
  origin: string,
  token: string | undefined,
  method: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}
