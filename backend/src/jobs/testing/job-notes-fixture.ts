import { randomUUID } from 'node:crypto';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { EVENT_STORE, type NewEvent } from '../../event-store/event-store.port';
import type { AppendingEventStore } from '../../event-store/event-store-append.port';
import { ReadModels } from '../../projections/projections.module';
import type { TestApp } from '../../testing/test-app';

/**
 * Given `count` notes on a job, "Note 1" to "Note N", one minute apart from `start`: appended to
 * its stream at once (as many notes would be over months), then read models caught up.
 */
export async function givenNotes(
  t: TestApp,
  jobId: string,
  count: number,
  start = Date.UTC(2026, 0, 1),
): Promise<void> {
  const events: NewEvent[] = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: 'NoteAdded',
    schemaVersion: JOB_EVENT_SCHEMA_VERSION.NoteAdded,
    data: { noteId: randomUUID(), description: `Note ${index + 1}` },
    metadata: {
      companyId: DEMO_COMPANY_ID,
      actor: { kind: 'guest' },
      correlationId: 'test-notes',
      occurredAt: new Date(start + index * 60_000).toISOString(),
    },
  }));
  const store = t.app.get<AppendingEventStore>(EVENT_STORE, { strict: false });
  const appended = await store.append(jobStreamId(jobId), events, { expectedRevision: 'any' });
  await t.app.get(ReadModels, { strict: false }).caughtUpWith(appended.position);
}
