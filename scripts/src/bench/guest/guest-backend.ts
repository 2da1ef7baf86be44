import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import type { SendEmailRequest } from '@job-intake/contracts/emails/emails-api';
import type { FormDto, FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import type {
  CreateShareLinkRequest,
  CreateShareLinkResponse,
} from '@job-intake/contracts/jobs/share-links-api';
import {
  ensureDatabase,
  migrate,
  startThrowAwayPostgres,
  withDatabase,
} from '@job-intake/backend/tools';
import { startBackend } from '../lists-backend';
import { createHttpClient, sendOk, type HttpClient } from '../lists-http';
import { signIn } from '../seeded-backend';

/** The e-mail request's row (the e-mail log projection) appears within this. */
const EMAIL_LOG_TIMEOUT_MS = 30_000;

/** The three guest pages, each at a real address of the bench's data. */
export interface GuestPaths {
  /** A share link of every section of a new job on the first offered form. */
  link: string;
  /** That form's public new-job form (its first logo variant, or the Default stand-in). */
  publicForm: string;
  /** The unsubscribe link of an e-mail request on the same job. */
  unsubscribe: string;
}

export interface GuestBackend {
  readonly origin: string;
  readonly paths: GuestPaths;
  /** Serves the frontend build in `dir` from the next request on. */
  serve(dir: string): Promise<void>;
}

/**
 * The real backend on a throw-away embedded PostgreSQL, serving whichever frontend build
 * `serve` names (a link it follows on each request), with a job, its share link, the form's
 * public address and an e-mail request's unsubscribe token made through the API as the demo
 * reviewer; handed to `use`, then everything is stopped.
 */
export async function withGuestBackend(use: (backend: GuestBackend) => Promise<void>) {
  const server = await startThrowAwayPostgres();
  const linkDir = await mkdtemp(join(tmpdir(), 'bench-guest-served-'));
  const served = join(linkDir, 'dist');
  let pool: Pool | undefined;
  let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
  let client: HttpClient | undefined;
  try {
    await ensureDatabase(server.url, 'bench');
    const url = withDatabase(server.url, 'bench');
    await migrate(url);
    pool = new Pool({ connectionString: url, max: 1 });
    console.log('Building and starting the backend…');
    backend = await startBackend(url, served);
    client = createHttpClient(backend.baseUrl, 2);
    client.signIn(await signIn(client, 'reviewer'));
    const paths = await createGuestPaths(client, pool);
    const origin = backend.baseUrl;
    await use({
      origin,
      paths,
      async serve(dir) {
        await rm(served, { force: true });
        await symlink(dir, served);
        await checkServed(origin, dir);
      },
    });
  } finally {
    client?.close();
    await backend?.stop();
    await pool?.end();
    await server.stop();
    await rm(linkDir, { recursive: true, force: true });
  }
}

async function createGuestPaths(client: HttpClient, pool: Pool): Promise<GuestPaths> {
  const [summary] = await sendOk<FormSummaryDto[]>(client, 'GET', '/api/v1/forms?offered=true');
  if (!summary) throw new Error('The demo reviewer is offered no form');
  const form = await sendOk<FormDto>(client, 'GET', `/api/v1/form/${summary.id}`);
  const job = await sendOk<CreateJobResponse>(client, 'POST', '/api/v1/job', {
    name: 'Guest bench job',
    form_id: form.id,
  });
  const shareLink: CreateShareLinkRequest = {
    job_id: job.id,
    sections: form.sections.map((section) => section.id),
    shareNote: 'Guest bench',
  };
  const link = await sendOk<CreateShareLinkResponse>(
    client,
    'POST',
    '/api/v1/job/history',
    shareLink,
  );
  const email: SendEmailRequest = {
    id: job.id,
    to: 'guest@example.com',
    subject: 'Job data for the guest bench',
    body: 'Please fill in [job_name].',
  };
  await sendOk(client, 'POST', '/api/v1/email', email);
  const appid = form.form_variant[0]?.uuid ?? form.id;
  return {
    link: `/link/${link.uuid}`,
    publicForm: `/new/${appid}`,
    unsubscribe: `/unsubscribe/${await unsubscribeToken(pool, job.id)}`,
  };
}

/** The request's token: e-mails carry it, the API never answers it to staff. */
async function unsubscribeToken(pool: Pool, jobId: string): Promise<string> {
  const deadline = Date.now() + EMAIL_LOG_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ unsubscribe: string }>(
      'SELECT unsubscribe FROM email_log WHERE job_id = $1',
      [jobId],
    );
    if (rows[0]) return rows[0].unsubscribe;
    await sleep(200);
  }
  throw new Error(`No e-mail log row for job ${jobId} within ${EMAIL_LOG_TIMEOUT_MS / 1000} s`);
}

/** The backend answers the build's own index.html, not one it kept from an earlier build. */
async function checkServed(origin: string, dir: string): Promise<void> {
  const [expected, answer] = await Promise.all([
    readFile(join(dir, 'index.html'), 'utf8'),
    fetch(`${origin}/`).then((response) => response.text()),
  ]);
  if (answer !== expected) throw new Error(`The backend does not serve the build in ${dir}`);
}
