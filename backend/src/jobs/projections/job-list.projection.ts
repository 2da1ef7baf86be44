import type { PoolClient } from 'pg';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { RecordedEvent } from '../../event-store/event-store.port';
import type { Projection } from '../../projections/projection';

/** One row per job for the job lists: GET /jobs reads it, never the event store. */
export const jobListProjection: Projection = {
  name: 'job-list',
  eventTypes: ['JobCreated', 'JobRenamed'] satisfies JobEvent['type'][],
  tables: [{ name: 'job_list', orderBy: 'id' }],

  async apply(recorded: RecordedEvent, db: PoolClient): Promise<void> {
    const event = recorded as unknown as RecordedEvent & JobEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'JobCreated':
        await db.query(
          `INSERT INTO job_list (id, company_id, name, status, revision, created_at, updated_at)
           VALUES ($1, $2, $3, 'open', $4, $5, $5)`,
          [event.data.jobId, recorded.metadata.companyId, event.data.name, recorded.revision, at],
        );
        return;
      case 'JobRenamed':
        await db.query(
          'UPDATE job_list SET name = $2, revision = $3, updated_at = $4 WHERE id = $1',
          [event.data.jobId, event.data.name, recorded.revision, at],
        );
        return;
    }
  },
};
