import type { Pool } from 'pg';
import { type AppendingEventStore, DEMO_COMPANY_ID, DEMO_LOGINS } from '@job-intake/backend/tools';
import { checkAcknowledged, type CheckResult } from './acknowledged-checks';
import type { Balancer, Instance } from './balancer';
import type { Cluster } from './cluster';
import { checkArchiveOnce, checkImportsOnce } from './import-checks';
import { checkLiveUpdate } from './live-check';
import { checkEmailsOnce } from './once-checks';
import { checkRebuildHashes, waitForProjections } from './read-model-checks';
import { checkSignInLimit } from './sign-in-check';
import { holders, measureLeaseTakeover, measureReadYourWrites } from './takeover';
import { checkWebhooksOnce, subscribeEndpoint } from './webhook-checks';
import { signIn, workOnJob, type AcknowledgedJob, type Tokens } from './workload';

const PARALLEL_WORKERS = 3;
const CATCH_UP_MS = 60_000;

export interface Drill {
  readonly cluster: Cluster;
  readonly balancer: Balancer;
  readonly store: AppendingEventStore;
  readonly pool: Pool;
  readonly rounds: number;
}

export async function runDrill(
  drill: Drill,
): Promise<{ results: CheckResult[]; figures: Record<string, string> }> {
  const { cluster, balancer, store, pool } = drill;
  const [first, second] = cluster.instances as [Instance, Instance];
  const tokens: Tokens = {
    reviewer: await signIn(balancer, DEMO_LOGINS.reviewer.email, DEMO_LOGINS.reviewer.password),
    standard: await signIn(balancer, DEMO_LOGINS.standard.email, DEMO_LOGINS.standard.password),
  };
  const adminToken = await signIn(balancer, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  await archiveAfterADay(balancer, adminToken);
  const endpoint = await subscribeEndpoint(balancer, adminToken, cluster.webhooks);
  const results: CheckResult[] = [
    await checkLiveUpdate(balancer, tokens.standard, first, second),
    await checkLiveUpdate(balancer, tokens.standard, second, first),
    await checkSignInLimit(balancer),
  ];
  const holdersBefore = await holders(pool);
  // The webhook sender's holder dies mid-delivery (the receiver answers slowly); else the projector.
  const victimName = holdersBefore['webhook-sender'] ?? holdersBefore.projections;
  const victim = victimName === second.name ? second : first;
  const survivor = victim === first ? second : first;

  const started = performance.now();
  const { jobs, leaseTakeoverMs, readYourWritesMs } = await loadWithKill(
    drill,
    tokens,
    victim,
    survivor,
  );
  const loadSeconds = (performance.now() - started) / 1000;
  const holdersAfter = await holders(pool);

  const caughtUp = await waitForProjections(store, pool, CATCH_UP_MS);
  results.push(await checkAcknowledged(balancer, store, tokens.reviewer, jobs));
  results.push(
    await checkEmailsOnce(
      cluster.smtp,
      store,
      jobs.flatMap((job) => (job.emailedTo ? [{ jobId: job.id, to: job.emailedTo }] : [])),
    ),
  );
  const imported = jobs.filter((job) => job.imported).map((job) => job.id);
  results.push(...(await checkImportsOnce(store, cluster.provider.url, imported)));
  await waitForProjections(store, pool, CATCH_UP_MS);
  results.push(await checkArchiveOnce(store, pool, imported));
  await waitForProjections(store, pool, CATCH_UP_MS);
  results.push(await checkRebuildHashes(store, pool));
  const webhooks = await checkWebhooksOnce(
    cluster.webhooks,
    balancer,
    endpoint,
    jobs.map((job) => job.id),
  );
  results.push(webhooks.result);

  const figures = {
    'jobs worked on (acknowledged)': `${jobs.length} of ${drill.rounds}`,
    'load time': `${loadSeconds.toFixed(1)} s`,
    'killed (SIGKILL)': victim.name,
    'leases before the kill': JSON.stringify(holdersBefore),
    'leases after the kill': JSON.stringify(holdersAfter),
    'lease takeover (kill → survivor holds every lease)': inMs(leaseTakeoverMs),
    'kill → a job created on the survivor shows in its list (under load)': inMs(readYourWritesMs),
    'read models caught up after the load': String(caughtUp),
    ...webhooks.figures,
  };
  return { results, figures };
}

/** The demo company never archives; the archive check needs submitted jobs to fall due. */
async function archiveAfterADay(balancer: Balancer, adminToken: string): Promise<void> {
  const changed = await balancer.send('PATCH', `/company/${DEMO_COMPANY_ID}`, adminToken, {
    archive_length: 1,
    archive_duration: 'day',
  });
  if (changed.status !== 200)
    throw new Error(`Setting the archive time failed: HTTP ${changed.status}`);
}

const inMs = (ms: number | null) => (ms === null ? 'not within 60 s' : `${ms} ms`);

/** Rounds of work from a few parallel clients; the victim dies when half of them are done. */
async function loadWithKill(drill: Drill, tokens: Tokens, victim: Instance, survivor: Instance) {
  const jobs: AcknowledgedJob[] = [];
  let next = 0;
  let leaseTakeoverMs: number | null = null;
  let readYourWritesMs: number | null = null;
  const kill = async () => {
    const killedAt = performance.now();
    await drill.cluster.kill(victim);
    [leaseTakeoverMs, readYourWritesMs] = await Promise.all([
      measureLeaseTakeover(drill.pool, survivor, killedAt),
      measureReadYourWrites(drill.balancer, tokens.reviewer, killedAt),
    ]);
  };
  let killing: Promise<void> | null = null;
  const worker = async () => {
    while (next < drill.rounds) {
      const round = next++;
      if (round === Math.floor(drill.rounds / 2)) killing = kill();
      const job = await workOnJob(drill.balancer, tokens, round).catch(() => null);
      if (job) jobs.push(job);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_WORKERS }, worker));
  await killing;
  return { jobs, leaseTakeoverMs, readYourWritesMs };
}
