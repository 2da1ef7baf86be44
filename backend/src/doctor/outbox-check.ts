import type { Pool } from 'pg';
import { outboxHealth } from '../notifications/outbox-health';
import { byThreshold, ok, type CheckResult } from './doctor-check';

/** A minute is a busy mail server; ten minutes is the alert of deploy/. */
const AGE_SECONDS = { warnFrom: 60, failFrom: 600 };

export async function checkOutbox(pool: Pool): Promise<CheckResult> {
  const { oldestUnsentSeconds, unsent, failed } = await outboxHealth(pool);
  const given = failed > 0 ? `; ${failed} given up after their last attempt` : '';
  if (oldestUnsentSeconds === null) return ok('outbox', `nothing waiting${given}`);
  return byThreshold(
    'outbox',
    oldestUnsentSeconds,
    AGE_SECONDS,
    `${unsent} e-mails waiting, the oldest for ${Math.round(oldestUnsentSeconds)} s${given}`,
  );
}
