import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { JobImportRequested } from '@job-intake/contracts/jobs/job-events';
import { UserWriter } from '../../users/user.writer';
import { completeDemoAnswers } from '../../forms/testing/demo-form-answers';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import type { TestApp } from '../../testing/test-app';
import { readJob, type JobApiApp } from './job-api-app';
import { API, createJob, type Auth } from './job-fixtures';

/** The demo reviewer's location and a contact of it. */
export const IMPORT_SETTINGS = { selectedLocation: '5002', selectedContact: '100250' };

/** POST /job/{id}/import, as the reviewer unless told. */
export function sendImport(app: JobApiApp, id: string, body: object = { id }, auth?: Auth) {
  return app.t.http
    .post(`${API}/job/${id}/import`)
    .set(auth ?? app.reviewer)
    .send(body);
}

/** GET /job/{id}/import (the pre-send check), as the reviewer unless told. */
export function previewImport(app: JobApiApp, id: string, auth?: Auth, query = '') {
  return app.t.http.get(`${API}/job/${id}/import${query}`).set(auth ?? app.reviewer);
}

export function saveJobAnswers(app: JobApiApp, id: string, answers: Record<string, unknown>) {
  const path = `${API}/job/${id}/results`;
  return app.t.http.post(path).set(app.reviewer).send({ id, answers }).expect(200);
}

/** A complete demo job in Review, created by the reviewer with these settings. */
export async function pendingJob(app: JobApiApp, settings: object = IMPORT_SETTINGS) {
  const { t, reviewer, standard } = app;
  const id = await createJob(t, reviewer, settings);
  const { form, uuid } = await readJob(t, id, reviewer);
  await saveJobAnswers(app, id, completeDemoAnswers(form));
  await t.http.post(`${API}/job/${id}/finalize`).set(standard).send({ id, uuid }).expect(200);
  return id;
}

/** The import requests on the job's stream, oldest first. */
export async function importRequests(
  t: TestApp,
  id: string,
): Promise<JobImportRequested['data'][]> {
  const { rows } = await t.pool.query<{ data: JobImportRequested['data'] }>(
    `SELECT data FROM events WHERE stream_id = $1 AND type = 'JobImportRequested' ORDER BY revision`,
    [`job-${id}`],
  );
  return rows.map((row) => row.data);
}

/** A demo-company user in the role of the first or last workflow step, with or without a key. */
export async function stepMember(
  t: TestApp,
  step: 'first' | 'last',
  apiKey: string | null,
): Promise<Auth> {
  const login = { email: `member-${randomUUID().slice(0, 8)}@demo.example`, password: 'm-pass-1' };
  const order = step === 'first' ? 'ASC' : 'DESC';
  const { rows } = await t.pool.query<{ role_id: string }>(
    `SELECT role_id FROM workflow_steps WHERE company_id = $1 ORDER BY position ${order} LIMIT 1`,
    [DEMO_COMPANY_ID],
  );
  const users = t.app.get(UserWriter, { strict: false });
  await t.app.get(DataSource).transaction(async (db) => {
    const user = await users.create(db, { name: 'Max Member', ...login, api_key: apiKey });
    await users.addMembership(db, user.id, DEMO_COMPANY_ID, rows[0]!.role_id);
  });
  return { Authorization: `Bearer ${await t.login(login)}` };
}

/** Adds service types to the demo company for one test; returns their ids and a clean-up. */
export async function givenServiceTypes(t: TestApp) {
  const ids = { basic: randomUUID(), lien: randomUUID(), old: randomUUID() };
  await t.pool.query(
    `INSERT INTO service_types (id, company_id, text, lien_direct, is_default, status) VALUES
      ($1, $4, 'Notice :: Basic', false, true, 'active'),
      ($2, $4, 'Lien :: Direct', true, false, 'active'),
      ($3, $4, 'Old service', false, false, 'inactive')`,
    [ids.basic, ids.lien, ids.old, DEMO_COMPANY_ID],
  );
  const remove = () =>
    t.pool.query('DELETE FROM service_types WHERE company_id = $1', [DEMO_COMPANY_ID]);
  return { ...ids, remove };
}
