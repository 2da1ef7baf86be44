import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../testing/job-event-samples';
import { givenFor, type GivenEvent } from '../testing/job-decider.given';
import { recordsDecider } from './records.decider';

const given = givenFor(recordsDecider);
const created = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11').JobCreated;

describe('records of the job', () => {
  describe("a staff user's views (History: view)", () => {
    const at = (iso: string) => ({ metadata: { occurredAt: iso } });
    const viewed = (userId: string, iso: string): GivenEvent => ({
      type: 'JobViewed',
      data: { user_id: userId },
      ...at(iso),
    });
    const view = (userId: string, iso: string) => ({
      type: 'RecordView' as const,
      data: { userId, now: new Date(iso) },
    });

    it('records the first view of each user', () => {
      given([{ ...created, ...at('2026-11-25T09:00:00.000Z') }])
        .when(view('u1', '2026-11-25T09:00:00.000Z'))
        .then([{ type: 'JobViewed', data: { user_id: 'u1' } }]);
    });
    it('records a user at most once an hour, from when the stream says they last viewed', () => {
      const history = [
        { ...created, ...at('2026-11-25T09:00:00.000Z') },
        viewed('u1', '2026-11-25T09:00:00.000Z'),
      ];
      given(history).when(view('u1', '2026-11-25T09:59:59.999Z')).then([]);
      given(history)
        .when(view('u2', '2026-11-25T09:30:00.000Z'))
        .then([{ type: 'JobViewed', data: { user_id: 'u2' } }]);
      given(history)
        .when(view('u1', '2026-11-25T10:00:00.000Z'))
        .then([{ type: 'JobViewed', data: { user_id: 'u1' } }]);
    });
  });

  describe('exports', () => {
    const exported: JobEvent = { type: 'JobExported', data: { exportId: 'x1' } };
    it('records an export once', () => {
      given([created])
        .when({ type: 'RecordExport', data: { exportId: 'x1' } })
        .then([exported]);
      given([created, exported])
        .when({ type: 'RecordExport', data: { exportId: 'x1' } })
        .then([]);
      given([created, exported])
        .when({ type: 'RecordExport', data: { exportId: 'x2' } })
        .then([{ type: 'JobExported', data: { exportId: 'x2' } }]);
    });
  });
});
