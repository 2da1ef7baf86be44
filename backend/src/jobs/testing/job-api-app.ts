import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { HistoryEntry, JobDetail, JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOtherCompany } from '../../users/testing/other-company';
import { API, ignoreDroppedConnections, type Auth } from './job-fixtures';

/** An id that no job, note or event has. */
export const MISSING = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';

/** The app of one spec file, with its own database, and the demo users signed in. */
export interface JobApiApp {
  t: TestApp;
  /** Stan Standard: projects, no API key. */
  standard: Auth;
  /** Rita Reviewer: projects and an API key. */
  reviewer: Auth;
  admin: Auth;
  /** The super admin: no member of the demo company. */
  outsider: Auth;
  close(): Promise<void>;
}

export async function startJobApiApp(
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<JobApiApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const t = await createTestApp({ ...env, DATA_DIR: dataDir });
  ignoreDroppedConnections(t);
  const bearer = async (who: 'standard' | 'reviewer' | 'admin' | 'super'): Promise<Auth> => ({
    Authorization: `Bearer ${await t.login(who)}`,
  });
  return {
    t,
    standard: await bearer('standard'),
    reviewer: await bearer('reviewer'),
    admin: await bearer('admin'),
    outsider: await bearer('super'),
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function readJob(t: TestApp, id: string, auth: Auth): Promise<JobDetail> {
  return (await t.http.get(`${API}/job/${id}`).set(auth).expect(200)).body;
}

/** The field of the job's form with this title (the demo form's titles are unique). */
export function fieldTitled(job: JobDetail, title: string): FieldDto {
  const field = job.form.sections
    .flatMap((section) => section.fields)
    .find((candidate) => candidate.title === title);
  if (!field) throw new Error(`The job's form has no field "${title}"`);
  return field;
}

/** The first customer preset of the caller's company, as the New Job modal's picker lists them. */
export async function firstCustomerPreset(t: TestApp, auth: Auth): Promise<CustomerPresetDto> {
  const page = await t.http.get(`${API}/customers`).set(auth).expect(200);
  const presets: CustomerPresetDto[] = page.body.customers;
  if (!presets[0]) throw new Error('The company has no customer presets');
  return presets[0];
}

/** The job's history, oldest first (one page: the specs' jobs have fewer than 1000 events). */
export async function readHistory(t: TestApp, id: string, auth: Auth): Promise<HistoryEntry[]> {
  const path = `${API}/job/${id}/history?dir=asc&size=1000`;
  return (await t.http.get(path).set(auth).expect(200)).body.history;
}

/** Every job of a list, by name (the tests' companies hold fewer than one largest page). */
export async function listJobs(t: TestApp, list: string, auth: Auth): Promise<JobListItem[]> {
  const { body } = await t.http.get(`${API}/jobs?list=${list}&size=1000`).set(auth).expect(200);
  if (body.total > body.jobs.length) throw new Error(`The ${list} list has more than one page`);
  return body.jobs;
}

/** POST /job/{id}/status, for the caller to check the answer. */
export function postStatus(t: TestApp, id: string, status: string, auth: Auth) {
  return t.http.post(`${API}/job/${id}/status`).set(auth).send({ id, status });
}

/** A member of another company with projects and an API key. */
export async function otherCompanyMember(t: TestApp): Promise<Auth> {
  const other = await createOtherCompany(t);
  const { rows } = await t.pool.query('SELECT email FROM users WHERE id = $1', [other.memberId]);
  return {
    Authorization: `Bearer ${await t.login({ email: rows[0].email, password: 'other-member-pass' })}`,
  };
}
