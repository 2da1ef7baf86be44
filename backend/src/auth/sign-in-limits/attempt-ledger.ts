import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { HourlyRuns } from '../../workers/hourly-runs';

/**
 * How often a key may try: `free` tries, then each further one waits `firstDelaySeconds`,
 * doubling with each try up to `maxDelaySeconds`. Tries are counted in windows of
 * `windowSeconds` from the first one; a new window starts afresh. (A window rather than a quiet
 * time, so that the successes given back cannot keep old failures alive.)
 */
export interface AttemptRule {
  readonly scope: string;
  readonly free: number;
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
  readonly windowSeconds: number;
}

/** One counter to reserve a try on: the rule, and the account and/or client address it counts. */
export interface AttemptKey {
  readonly rule: AttemptRule;
  readonly account?: string;
  readonly address?: string;
  /** The client proved work (a solved captcha): the try is counted but never waits. */
  readonly proven?: boolean;
}

/** A reservation refused by `key`, which may try again in `seconds`. */
export interface Refusal {
  readonly key: AttemptKey;
  readonly seconds: number;
}

/** Longer than any rule's window: rows this old count for nothing and are deleted. */
const STALE_AFTER = `interval '1 day'`;

/** Doubling stops here: far beyond any cap, and 2^30 cannot overflow. */
const MAX_DOUBLINGS = 30;

// $4 free, $5 first delay, $6 max delay, $7 window, $8 proven; `a` is the counter row.
const FORGOTTEN = `a.first_at <= now() - $7::float8 * interval '1 second'`;
const ALLOWED_AT = `a.last_at + least($6::float8, $5::float8 * 2 ^ least(a.attempts - $4::int, ${MAX_DOUBLINGS})) * interval '1 second'`;

/** Atomically counts the try unless the key must wait; answers the new count, none if refused. */
const RESERVE = `
  INSERT INTO sign_in_attempts AS a (scope, account, address, attempts, first_at, last_at)
  VALUES ($1, $2, $3, 1, now(), now())
  ON CONFLICT (scope, account, address) DO UPDATE
     SET attempts = CASE WHEN ${FORGOTTEN} THEN 1 ELSE a.attempts + 1 END,
         first_at = CASE WHEN ${FORGOTTEN} THEN now() ELSE a.first_at END,
         last_at = now()
   WHERE $8::boolean OR ${FORGOTTEN} OR a.attempts < $4::int OR ${ALLOWED_AT} <= now()
  RETURNING a.attempts`;

const SECONDS_TO_WAIT = `
  SELECT greatest(1, ceil(extract(epoch FROM ${ALLOWED_AT} - now())))::int AS seconds
    FROM sign_in_attempts a
   WHERE scope = $1 AND account = $2 AND address = $3
     AND NOT (${FORGOTTEN} OR a.attempts < $4::int)`;

/**
 * Try counters in PostgreSQL, shared by every app instance. A try is reserved (counted) before
 * the password is checked, in one statement per counter, so no number of concurrent requests
 * can check more passwords than the rules allow. The counters no rule remembers any more are
 * deleted every hour.
 */
@Injectable()
export class AttemptLedger {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    hourly: HourlyRuns,
  ) {
    hourly.register('PruneSignInAttempts', () => this.pruneForgotten());
  }

  /**
   * Counts one try on every key, or on none of them: answers null when counted, else the first
   * refusing key and the seconds until it may try again.
   */
  reserve(keys: readonly AttemptKey[]): Promise<Refusal | null> {
    return this.dataSource
      .transaction(async (db) => {
        for (const key of keys) {
          const seconds = await this.reserveOne(db, key);
          if (seconds > 0) throw new Refused({ key, seconds });
        }
        return null;
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.refusal;
        throw error;
      });
  }

  /** Takes back one try of the key (it turned out to be a success). */
  async giveBack(key: AttemptKey): Promise<void> {
    await this.dataSource.query(
      `UPDATE sign_in_attempts SET attempts = greatest(attempts - 1, 0)
        WHERE scope = $1 AND account = $2 AND address = $3`,
      params(key),
    );
  }

  /** Forgets every try of the key. */
  async forget(key: AttemptKey): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM sign_in_attempts WHERE scope = $1 AND account = $2 AND address = $3',
      params(key),
    );
  }

  /** Forgets every try counted on the account under these rules, from any address. */
  async forgetAccount(account: string, rules: readonly AttemptRule[]): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM sign_in_attempts WHERE account = $1 AND scope = ANY($2)',
      [account, rules.map((rule) => rule.scope)],
    );
  }

  /** Deletes the counters no rule remembers any more, so the table stays small. */
  async pruneForgotten(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM sign_in_attempts WHERE first_at < now() - ${STALE_AFTER}`,
    );
  }

  private async reserveOne(db: EntityManager, key: AttemptKey): Promise<number> {
    const counted = (await db.query(RESERVE, [
      ...ruleParams(key),
      key.proven === true,
    ])) as unknown[];
    if (counted.length > 0) return 0;
    const [row] = (await db.query(SECONDS_TO_WAIT, ruleParams(key))) as Array<{ seconds: number }>;
    // The key's counter moved on meanwhile (a concurrent try); it may try again at once.
    return row?.seconds ?? 1;
  }
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}

const params = (key: AttemptKey) => [key.rule.scope, key.account ?? '', key.address ?? ''];

const ruleParams = (key: AttemptKey) => [
  ...params(key),
  key.rule.free,
  key.rule.firstDelaySeconds,
  key.rule.maxDelaySeconds,
  key.rule.windowSeconds,
];
