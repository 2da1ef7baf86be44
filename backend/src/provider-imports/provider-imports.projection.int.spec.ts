import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { importPayloadSample } from '../jobs/testing/import-payload-sample';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  specTime,
} from '../projections/testing/projection-specification';
import { PROVIDER_IMPORTS_CHANNEL, providerImportsProjection } from './provider-imports.projection';

const reviewerId = '00000000-0000-4000-8000-00000000e501';

describe('provider-imports projection', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(providerImportsProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const requested = (jobId: string, importId: string, requestedBy = reviewerId) => ({
    type: 'JobImportRequested',
    data: {
      importId,
      requested_by: requestedBy,
      requested_by_name: 'Rita Reviewer',
      payload: importPayloadSample(jobId),
    },
  });

  it('writes one pending row per request, keyed by the event id; a replay adds nothing', async () => {
    const jobId = randomUUID();
    const [first, second] = await spec
      .given(
        jobStreamId(jobId),
        requested(jobId, randomUUID()),
        { type: 'JobImportFailed', data: { importId: 'x', error: 'no' } },
        requested(jobId, randomUUID()),
      )
      .then((events) => events.filter((event) => event.type === 'JobImportRequested'));
    await spec.apply([first!, second!]);
    const rows = await spec.rows(
      'provider_imports',
      'event_id, import_id, job_id, company_id, requested_by, status, attempts, created_at',
    );
    expect(rows).toEqual(
      [first!, second!]
        .map((event) => ({
          event_id: event.id,
          import_id: (event.data as { importId: string }).importId,
          job_id: jobId,
          company_id: SPEC_COMPANY_ID,
          requested_by: reviewerId,
          status: 'pending',
          attempts: 0,
          created_at: new Date(event.metadata.occurredAt),
        }))
        .sort((a, b) => a.event_id.localeCompare(b.event_id)),
    );
    expect(rows.map((row) => row.created_at)).toContainEqual(specTime(0));
  });

  it('keeps a requester that is no user id from stopping the batch (no user: no API key)', async () => {
    const jobId = randomUUID();
    await spec.given(jobStreamId(jobId), requested(jobId, randomUUID(), 'rita'));
    expect(await spec.rows('provider_imports', 'requested_by')).toEqual([
      { requested_by: '00000000-0000-0000-0000-000000000000' },
    ]);
  });

  it('notifies the senders once the rows commit, and not for a replay', async () => {
    const listener = new Client({ connectionString: spec.pool.options.connectionString });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => notified.push(message.channel));
    await listener.query(`LISTEN ${PROVIDER_IMPORTS_CHANNEL}`);
    try {
      const jobId = randomUUID();
      const events = await spec.given(jobStreamId(jobId), requested(jobId, randomUUID()));
      await spec.apply(events);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await listener.query('SELECT 1');
      expect(notified).toEqual([PROVIDER_IMPORTS_CHANNEL]);
    } finally {
      await listener.end();
    }
  });
});
