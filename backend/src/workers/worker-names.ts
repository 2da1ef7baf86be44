/**
 * The jobs that run in one instance at a time, each under its own lease (docs/decisions/0029):
 * the projections (the whole runner), the e-mail outbox's sender, the provider-import sender's
 * loop, the hourly schedules (archive, reminders, clean-ups) and the webhooks' sender.
 */
export const WORKER_NAMES = [
  'projections',
  'outbox-sender',
  'provider-imports',
  'schedules',
  'webhook-sender',
] as const;

export type WorkerName = (typeof WORKER_NAMES)[number];

/** Keeps the leases apart from the database's other advisory locks (hashtextextended's seed). */
export const WORKER_LEASE_SEED = 29;

/** The advisory lock key of the lease named by the query's parameter $1. */
export const LEASE_KEY_SQL = `hashtextextended('worker:' || $1, ${WORKER_LEASE_SEED})`;
