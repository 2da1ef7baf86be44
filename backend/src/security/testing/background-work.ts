import type { INestApplication } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Pool } from 'pg';
import {
  comparePositions,
  EVENT_STORE,
  type EventStore,
  type GlobalPosition,
} from '../../event-store/event-store.port';
import { ReadModels } from '../../projections/projections.module';

/** How long the background may take to finish what a request started. */
const QUIESCENCE_TIMEOUT_MS = 30_000;
const POLL_MS = 20;

/** Work the outbox sender and the provider-import sender would pick up now. */
const DUE_WORK = `SELECT
  (SELECT count(*) FROM outbox_emails
    WHERE status = 'sending' OR (status = 'pending' AND next_attempt_at <= now()))
  + (SELECT count(*) FROM provider_imports
    WHERE status = 'pending' AND next_attempt_at <= now()) AS due`;

/**
 * Waits until the app's background work has nothing left to do: every projection has folded the
 * store's head, and neither the e-mail outbox nor the provider imports hold a row that is due.
 * Whatever such work writes after a request belongs to that request (it follows from its events
 * or rows), so a check that waits for this before and after a request tells the two apart.
 */
export async function waitForQuiescence(app: INestApplication, pool: Pool): Promise<void> {
  const store = app.get<EventStore>(EVENT_STORE);
  const readModels = app.get(ReadModels);
  const deadline = Date.now() + QUIESCENCE_TIMEOUT_MS;
  let head: GlobalPosition = await store.headPosition();
  for (;;) {
    const caughtUp = await readModels.waitFor(head, Math.max(1, deadline - Date.now()));
    const { rows } = await pool.query<{ due: string }>(DUE_WORK);
    const now = await store.headPosition();
    // The outbox appends e-mail results to job streams: idle means no new head either.
    if (caughtUp && rows[0]!.due === '0' && comparePositions(now, head) === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `Background work did not finish within ${QUIESCENCE_TIMEOUT_MS} ms (read models caught up: ${caughtUp}, outbox and provider rows due: ${rows[0]!.due})`,
      );
    head = now;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Stops the app's hourly and 10-minute jobs (archiving, reminders, clean-ups): they write on the
 * clock, not because of a request, and each has its own spec. The app is closed after the run.
 */
export function stopScheduledJobs(app: INestApplication): void {
  for (const job of app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
}
