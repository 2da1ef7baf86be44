import { Pool, type ClientBase, type PoolConfig } from 'pg';
import type { AppConfig } from '../config/app-config';

const CONNECT_TIMEOUT_MS = 10_000;

/** Bounds on one of the app's own sessions, so that a stuck one cannot hold PostgreSQL for long. */
export interface SessionLimits {
  /** Longest a single statement may run. */
  readonly statementTimeoutMs: number;
  /** Longest a session may sit idle inside an open transaction before the server ends it. */
  readonly idleInTransactionTimeoutMs: number;
}

/**
 * pg pool options for the limits (also TypeORM's `extra`): startup parameters of each session,
 * and a bound on waiting for a connection, so that an unreachable server fails a request instead
 * of leaving it hanging.
 */
export function connectionOptions(
  limits: SessionLimits,
): Pick<
  PoolConfig,
  'statement_timeout' | 'idle_in_transaction_session_timeout' | 'connectionTimeoutMillis'
> {
  return {
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
}

/**
 * A pg pool whose connections may be cut at any time (a server restart, `pg_terminate_backend`)
 * without taking the process down: a pg client emits 'error' when its connection dies, and an
 * 'error' event nobody listens to is thrown by Node and ends the process.
 */
export function createPool(config: PoolConfig, onIdleConnectionLost: (error: Error) => void): Pool {
  const pool = new Pool({ ...config, onConnect: quietWhileCheckedOut });
  // The pool listens to its idle clients itself and drops the broken ones.
  pool.on('error', onIdleConnectionLost);
  return pool;
}

/**
 * For every new client of a pool (pg-pool's `onConnect`, also given to TypeORM's pool). A
 * checked-out client is the caller's: its failing query reports the loss, and the release that
 * follows drops it (pg-pool never reuses a client that is no longer queryable). This listener only
 * keeps the 'error' event from being thrown.
 */
export function quietWhileCheckedOut(client: ClientBase): void {
  client.on('error', () => undefined);
}

export function sessionLimits(
  config: Pick<
    AppConfig,
    'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
  >,
): SessionLimits {
  return {
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * What a reader queries: the pool, or a checked-out client when its caller reads inside its own
 * transaction (a projection's batch).
 */
export type Queryable = Pool | ClientBase;
