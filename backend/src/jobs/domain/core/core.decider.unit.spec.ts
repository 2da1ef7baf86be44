import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { evolve, initialJobState } from '../job.state';
import {
  FORM,
  TODAY,
  complete,
  created,
  finalized,
  givenFor,
  imported,
} from '../testing/job-decider.given';
import { coreDecider, type CoreCommand } from './core.decider';

const given = givenFor(coreDecider);
const none = {} as Record<string, never>;

describe("the job's core", () => {
  describe('settings', () => {
    it('records only the values that change', () => {
      given([created])
        .when({
          type: 'UpdateSettings',
          data: { changes: { name: 'Riverside Mall', reference_no: 'R-2' } },
        })
        .then([{ type: 'JobSettingsUpdated', data: { changes: { reference_no: 'R-2' } } }]);
    });
    it('records nothing when nothing changes', () => {
      given([created])
        .when({ type: 'UpdateSettings', data: { changes: { name: 'Riverside Mall' } } })
        .then([]);
    });
    it('accepts a customer value into the settings', () => {
      const submitted: JobEvent = {
        type: 'CustomerValuesSubmitted',
        data: { values: { total_claim_amt: '150.00' } },
      };
      given([created, submitted])
        .when({ type: 'AcceptCustomerValue', data: { field: 'total_claim_amt' } })
        .then([{ type: 'CustomerValueAccepted', data: { field: 'total_claim_amt' } }]);
      const state = [
        created,
        submitted,
        { type: 'CustomerValueAccepted', data: { field: 'total_claim_amt' } } as JobEvent,
      ].reduce(evolve, initialJobState);
      expect(state).toMatchObject({ settings: { total_claim_amt: '150.00' }, user_submitted: {} });
    });
    it('cannot accept a value nobody submitted', () => {
      given([created])
        .when({ type: 'AcceptCustomerValue', data: { field: 'name' } })
        .thenRefuses('conflict', 'no customer value');
    });
  });

  describe("clearing the customer's values", () => {
    const proposed: JobEvent = {
      type: 'CustomerValuesSubmitted',
      data: { values: { reference_no: 'C-9', total_claim_amt: '150.00' } },
    };
    const clear: CoreCommand = { type: 'ClearCustomerValues', data: none };

    it('sets aside every proposed value and keeps the job values', () => {
      given([created, proposed])
        .when(clear)
        .then([
          { type: 'CustomerValuesCleared', data: { fields: ['reference_no', 'total_claim_amt'] } },
        ]);
      const after = [
        created,
        proposed,
        {
          type: 'CustomerValuesCleared',
          data: { fields: ['reference_no', 'total_claim_amt'] },
        } as JobEvent,
      ].reduce(evolve, initialJobState);
      expect(after).toMatchObject({ user_submitted: {}, settings: { reference_no: 'R-1' } });
    });
    it('refuses when there is nothing to clear', () => {
      given([created])
        .when(clear)
        .thenRefuses('conflict', 'There are no customer values to clear.');
    });
  });

  describe('the status table', () => {
    it.each([
      ['submitted', [created, complete, finalized, imported]],
      ['archived', [created, { type: 'JobArchived', data: { automatic: false } } as JobEvent]],
      ['deleted', [created, { type: 'JobDeleted', data: none } as JobEvent]],
    ])('a %s job cannot be edited', (_status, history) => {
      given(history)
        .when({ type: 'UpdateSettings', data: { changes: { name: 'X' } } })
        .thenRefuses('conflict', 'can no longer be edited');
      given(history)
        .when({ type: 'SaveAnswers', data: { sent: { a: 'y' }, form: FORM, today: TODAY } })
        .thenRefuses('conflict', 'can no longer be edited');
    });

    it('a pending job is still editable', () => {
      given([created, complete, finalized])
        .when({ type: 'UpdateSettings', data: { changes: { reference_no: 'R-9' } } })
        .then([{ type: 'JobSettingsUpdated', data: { changes: { reference_no: 'R-9' } } }]);
    });

    it('finalizes an open job at 100%', () => {
      given([created, complete]).when({ type: 'Finalize', data: none }).then([finalized]);
    });
    it('finalizes a job whose form asks nothing required before any answer is saved', () => {
      const nothingRequired: JobEvent = {
        ...created,
        data: { ...(created.data as object), progress: { percent: 100, remaining: 0 } },
      } as JobEvent;
      given([nothingRequired]).when({ type: 'Finalize', data: none }).then([finalized]);
    });
    it('refuses to finalize a new job with required fields before anything is filled in', () => {
      given([created])
        .when({ type: 'Finalize', data: none })
        .thenRefuses('conflict', '1 remaining');
    });
    it('refuses to finalize below 100%', () => {
      const partial: JobEvent = {
        type: 'AnswersSaved',
        data: { answers: {}, progress: { percent: 50, remaining: 2 } },
      };
      given([created, partial])
        .when({ type: 'Finalize', data: none })
        .thenRefuses('conflict', '2 remaining');
    });
    it('re-opens only from Review', () => {
      given([created, complete, finalized])
        .when({ type: 'Reopen', data: none })
        .then([{ type: 'JobReopened', data: {} }]);
      given([created])
        .when({ type: 'Reopen', data: none })
        .thenRefuses('conflict', 'Only a job in Review');
    });
    it.each([
      ['open', [created]],
      ['pending', [created, complete, finalized]],
    ])('archives and deletes a%s job', (_status, history) => {
      given(history)
        .when({ type: 'Archive', data: { automatic: false } })
        .then([{ type: 'JobArchived', data: { automatic: false } }]);
      given(history)
        .when({ type: 'Delete', data: none })
        .then([{ type: 'JobDeleted', data: {} }]);
    });
    it('archives a submitted job only automatically', () => {
      given([created, complete, finalized, imported])
        .when({ type: 'Archive', data: { automatic: true } })
        .then([{ type: 'JobArchived', data: { automatic: true } }]);
      given([created, complete, finalized, imported])
        .when({ type: 'Archive', data: { automatic: false } })
        .thenRefuses('conflict', 'Only open jobs');
      given([created])
        .when({ type: 'Archive', data: { automatic: true } })
        .thenRefuses('conflict', 'Only submitted');
    });
    it('cannot delete a submitted job', () => {
      given([created, complete, finalized, imported])
        .when({ type: 'Delete', data: none })
        .thenRefuses('conflict', 'can be deleted');
    });
  });

  describe('answers', () => {
    it('records only changed answers', () => {
      given([created, complete])
        .when({
          type: 'SaveAnswers',
          data: { sent: { a: 'x', b: 'new' }, form: FORM, today: TODAY },
        })
        .then([
          {
            type: 'AnswersSaved',
            data: { answers: { b: 'new' }, progress: { percent: 100, remaining: 0 } },
          },
        ]);
    });
  });

  describe('location labels', () => {
    it('records the label with a changed location only', () => {
      given([created])
        .when({
          type: 'UpdateSettings',
          data: { changes: { location: '5001' }, location_desc: 'Main Office' },
        })
        .then([
          {
            type: 'JobSettingsUpdated',
            data: { changes: { location: '5001' }, location_desc: 'Main Office' },
          },
        ]);
      given([created])
        .when({
          type: 'UpdateSettings',
          data: { changes: { reference_no: 'R-3' }, location_desc: 'ignored' },
        })
        .then([{ type: 'JobSettingsUpdated', data: { changes: { reference_no: 'R-3' } } }]);
    });
    it('records the label when a customer location is accepted', () => {
      const proposed: JobEvent = {
        type: 'CustomerValuesSubmitted',
        data: { values: { location: '5002' } },
      };
      given([created, proposed])
        .when({
          type: 'AcceptCustomerValue',
          data: { field: 'location', location_desc: 'Akron Yard' },
        })
        .then([
          {
            type: 'CustomerValueAccepted',
            data: { field: 'location', location_desc: 'Akron Yard' },
          },
        ]);
    });
  });
});
