import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readJob } from '../../jobs/testing/job-api-app';
import {
  API,
  createJob,
  ignoreDroppedConnections,
  runCommand,
  type Auth,
} from '../../jobs/testing/job-fixtures';

/** The app of a guests spec: client addresses come from X-Forwarded-For, one per test. */
export interface GuestApiApp {
  t: TestApp;
  standard: Auth;
  close(): Promise<void>;
}

export async function startGuestApiApp(
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<GuestApiApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const t = await createTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...env });
  ignoreDroppedConnections(t);
  return {
    t,
    standard: { Authorization: `Bearer ${await t.login('standard')}` },
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A job on the demo form with one share link for the sections of these titles. */
export interface LinkedJob {
  job: JobDetail;
  link: { id: string; uuid: string };
  /** The id of the field of this title (the demo form's titles are unique). */
  field(title: string): string;
  section(title: string): string;
}

export async function createLinkedJob(
  t: TestApp,
  auth: Auth,
  sectionTitles: string[],
  label = 'For the customer',
): Promise<LinkedJob> {
  const jobId = await createJob(t, auth);
  const job = await readJob(t, jobId, auth);
  const section = (title: string) => {
    const found = job.form.sections.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`The demo form has no section "${title}"`);
    return found.id;
  };
  const field = (title: string) => {
    const found = job.form.sections.flatMap((s) => s.fields).find((f) => f.title === title);
    if (!found) throw new Error(`The demo form has no field "${title}"`);
    return found.id;
  };
  const link = { id: randomUUID(), uuid: randomUUID() };
  await runCommand(t, jobId, {
    type: 'CreateShareLink',
    data: {
      linkId: link.id,
      uuid: link.uuid,
      label,
      sections: sectionTitles.map(section),
      form: job.form,
    },
  });
  return { job, link, field, section };
}

/** Staff's Enable or Disable of a link. */
export function setLinkStatus(t: TestApp, linked: LinkedJob, status: 'open' | 'closed') {
  return runCommand(t, linked.job.id, {
    type: 'SetShareLinkStatus',
    data: { linkId: linked.link.id, status },
  });
}

/** A guest's request, from its own client address. */
export function asGuest(t: TestApp, from: string) {
  return {
    open: (uuid: string) => t.http.get(`${API}/link/${uuid}`).set('X-Forwarded-For', from),
    save: (uuid: string, body: unknown) =>
      t.http
        .post(`${API}/link/${uuid}/results`)
        .set('X-Forwarded-For', from)
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body)),
  };
}
