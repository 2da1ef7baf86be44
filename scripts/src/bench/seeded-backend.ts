import { Pool } from 'pg';
import {
  type AppendingEventStore,
  createPostgresEventStore,
  ensureDatabase,
  migrate,
  startThrowAwayPostgres,
  withDatabase,
} from '@job-intake/backend/tools';
import { startBackend, type RunningBackend } from './lists-backend';
import { createHttpClient, sendOk, type HttpClient } from './lists-http';
import { createTemplateJob, seedJobs, type SeedTimes } from './lists-seed';

/** The demo users the backend seeds (README): the reviewer makes the template job. */
export const DEMO_LOGINS = {
  reviewer: { email: 'reviewer@demo.job-intake.local', password: 'demo-reviewer-pass' },
  super: { email: 'super@job-intake.local', password: 'super-admin-pass' },
} as const;

export interface SeededBackend {
  readonly backend: RunningBackend;
  /** Signed in as `signInAs` once the jobs are in. */
  readonly client: HttpClient;
  /** A pool of the bench's own on the same database, for the same-run references. */
  readonly pool: Pool;
  /** The bench's own event store on the same database (it seeded the jobs). */
  readonly store: AppendingEventStore;
  readonly companyId: string;
  readonly seeded: SeedTimes;
  /** The database the jobs are in, for another backend on the same data. */
  readonly databaseUrl: string;
}

/**
 * The real backend on a throw-away embedded PostgreSQL with `jobs` jobs of the demo company
 * appended through the event store and folded by its projections (lists-seed), handed to `run`;
 * everything is stopped afterwards. The backend serves the frontend build `frontendDist` if given.
 */
export async function withSeededBackend(
  jobs: number,
  signInAs: keyof typeof DEMO_LOGINS,
  run: (bench: SeededBackend) => Promise<void>,
  frontendDist?: string,
): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({
    connectionString: `${url}?options=${encodeURIComponent('-c synchronous_commit=off')}`,
    poolSize: 8,
  });
  const pool = new Pool({ connectionString: url, max: 2 });
  let backend: RunningBackend | undefined;
  let client: HttpClient | undefined;
  try {
    console.log('Building and starting the backend…');
    backend = await startBackend(url, frontendDist);
    client = createHttpClient(backend.baseUrl, 2);
    client.signIn(await signIn(client, 'reviewer'));
    const template = await createTemplateJob(client, store);
    const companyId = template.metadata.companyId as string;
    console.log(`Seeding ${jobs.toLocaleString('en-US')} jobs through the event store…`);
    const seeded = await seedJobs(store, pool, template, jobs);
    client.signIn(await signIn(client, signInAs));
    await run({ backend, client, pool, store, companyId, seeded, databaseUrl: url });
  } finally {
    client?.close();
    await backend?.stop();
    await store.close();
    await pool.end();
    await server.stop();
  }
}

/** A bearer token of the demo user `who`. */
export async function signIn(client: HttpClient, who: keyof typeof DEMO_LOGINS): Promise<string> {
  const login = DEMO_LOGINS[who];
  return (await sendOk<{ token: string }>(client, 'POST', '/api/v1/auth/login', login)).token;
}
