import type { PoolClient } from 'pg';
import type { JobImportRequested } from '@job-intake/contracts/jobs/job-events';
import type { ProjectionEvent } from '../event-store/event-store.port';
import type { Projection } from '../projections/projection';

/** NOTIFYed when new rows commit, so the sender of every instance starts at once. */
export const PROVIDER_IMPORTS_CHANNEL = 'provider_imports_due';

/**
 * The provider call's outbox (docs/decisions/0025), written on the store's checkpointed
 * subscription: one provider_imports row per JobImportRequested, keyed by the event's id, in the
 * transaction that moves this processor's checkpoint. ProviderImportSender calls the provider.
 * It writes side effects, so a rebuild replays it in place and adds nothing: the rows are only
 * ever inserted once per event. The hash covers what the events decide, not the sender's columns.
 */
export const providerImportsProjection: Projection = {
  name: 'provider-imports',
  eventTypes: ['JobImportRequested'],
  writes: 'side-effects',
  tables: [
    {
      name: 'provider_imports',
      orderBy: 'event_id',
      hashedColumns: [
        'event_id',
        'import_id',
        'job_id',
        'company_id',
        'requested_by',
        'created_at',
      ],
    },
  ],
  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyProviderImports([event], db);
  },
  applyBatch: applyProviderImports,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A requester that is no user id (hand-written test histories) has no API key: never a stuck batch. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

async function applyProviderImports(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const rows = events.map((event) => {
    const { importId, requested_by } = (
      event as ProjectionEvent<string, JobImportRequested['data']>
    ).data;
    return {
      event_id: event.id,
      import_id: importId,
      job_id: event.streamId.replace(/^job-/, ''),
      company_id: event.metadata.companyId,
      requested_by: UUID.test(requested_by) ? requested_by : NO_USER,
      created_at: event.metadata.occurredAt,
      traceparent: event.metadata.traceparent,
    };
  });
  const { rowCount } = await db.query(
    `INSERT INTO provider_imports (event_id, import_id, job_id, company_id, requested_by, created_at,
       traceparent)
     SELECT event_id, import_id, job_id, company_id, requested_by, created_at, traceparent
     FROM jsonb_populate_recordset(NULL::provider_imports, $1::jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
  // Delivered when the checkpoint's transaction commits, to every instance listening.
  if (rowCount) await db.query(`SELECT pg_notify('${PROVIDER_IMPORTS_CHANNEL}', '')`);
}
