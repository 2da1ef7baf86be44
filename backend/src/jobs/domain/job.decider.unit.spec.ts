import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import { decide, type JobCommand } from './job.decider';
import { evolve, evolveStored, initialJobState, type JobState } from './job.state';
import type { ImportSources } from './import-payload';
import { FORM, TODAY, complete, finalized, given, imported } from './testing/job-decider.given';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const settings: JobSettingsValues = {
  name: 'Riverside Mall',
  reference_no: 'R-1',
  location: '5003',
  contact: '100250',
  first_furnishing: '2026-11-21',
  ff_est: false,
  last_furnishing: '2026-11-28',
  lf_est: false,
  total_contract_amt: '0.00',
  total_claim_amt: '0.00',
};
const created: JobEvent = {
  type: 'JobCreated',
  data: {
    jobId,
    uuid: 'c0ffee00-0000-4000-8000-000000000001',
    form_id: 'f1',
    form_version_id: 'v1',
    form_variant_id: null,
    settings,
    customer_id: null,
    workflow_step_id: 's1',
    origin: 'staff',
    creator_user_id: 'u1',
    creator_name: 'Stan Standard',
    form_variant: { id: 'f1', title: 'Default', logo_url: null },
    location_desc: null,
    progress: { percent: 0, remaining: 1 },
  },
};

const none = {} as Record<string, never>;
/** What a payload without a form is made of besides the job. */
const sources: ImportSources = {
  form: null,
  attachments: [],
  service: { text: 'Notice :: Premium', lien_direct: false },
  creatorCntId: null,
  parcel: null,
};
const request = { importId: 'i1', requested_by: 'u2', requested_by_name: 'Rita Reviewer' };

describe('job decider', () => {
  describe('creating', () => {
    it('creates an open job with a trimmed name', () => {
      const command: JobCommand = {
        type: 'CreateJob',
        data: { ...created.data, settings: { ...settings, name: '  Riverside Mall ' } } as never,
      };
      given([]).when(command).then([created]);
    });
    it('refuses a blank name', () => {
      given([])
        .when({
          type: 'CreateJob',
          data: { ...created.data, settings: { ...settings, name: ' ' } } as never,
        })
        .thenRefuses('invalid', 'name should not be empty');
    });
    it('refuses to create twice', () => {
      given([created])
        .when({
          type: 'CreateJob',
          data: (created as Extract<JobEvent, { type: 'JobCreated' }>).data,
        })
        .thenRefuses('conflict', 'already exists');
    });
  });

  describe("a public form's job (POST /new)", () => {
    const attachment = {
      attachmentId: 'a1',
      file_name: 'plan.pdf',
      location: 'attachments/a1.pdf',
      size: 10,
      mime_type: 'application/pdf',
    };
    const publicJob = (sent: Record<string, unknown>, form = FORM): JobCommand => ({
      type: 'CreateJob',
      data: { ...created.data, origin: 'public_form' },
      form,
      publicSubmission: { sent, today: TODAY, attachments: [attachment] },
    });

    it('creates the job with its answers and files and submits it, in one decision', () => {
      const events = decide(publicJob({ a: 'yes', first: '2026-11-01' }), initialJobState);
      expect(events.map((event) => event.type)).toEqual([
        'JobCreated',
        'AnswersSaved',
        'AnswersSaved',
        'CustomerValuesSubmitted',
        'AttachmentAdded',
        'JobFinalized',
      ]);
      expect(events[2]).toEqual({
        type: 'AnswersSaved',
        data: {
          answers: { a: 'yes', first: '2026-11-01' },
          progress: { percent: 100, remaining: 0 },
        },
      });
      // A guest's values for the settings are the customer's proposal, as on a share link.
      expect(events[3]).toEqual({
        type: 'CustomerValuesSubmitted',
        data: { values: { first_furnishing: '2026-11-01' } },
      });
      expect(events[4]).toEqual({ type: 'AttachmentAdded', data: attachment });
      const job = events.reduce(evolve, initialJobState);
      expect(job).toMatchObject({ status: 'pending', settings, attachments: new Set(['a1']) });
    });
    it('refuses an incomplete form, naming every required field left empty', () => {
      given([])
        .when(publicJob({ b: 'only b' }))
        .thenRefuses('invalid', /^"a" is required$/);
    });
    it('refuses answers that are not right for the form', () => {
      given([])
        .when(publicJob({ a: 'x', nope: 'y' }))
        .thenRefuses('invalid', '"nope" is not a field');
    });
    it('refuses a job without a form', () => {
      given([])
        .when({ ...publicJob({ a: 'x' }), form: undefined } as JobCommand)
        .thenRefuses('conflict', 'no form');
    });
  });

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
    const clear: JobCommand = { type: 'ClearCustomerValues', data: none };

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

  it('answers "Job not found" for any command on a job that does not exist', () => {
    given([]).when({ type: 'Reopen', data: none }).thenRefuses('not_found', 'Job not found');
  });

  describe('every command in every status (spec section 4)', () => {
    const submittedValue: JobEvent = {
      type: 'CustomerValuesSubmitted',
      data: { values: { reference_no: 'C-1' } },
    };
    const note: JobEvent = {
      type: 'NoteAdded',
      data: { noteId: 'n1', description: 'Call the owner' },
    };
    const file: JobEvent = {
      type: 'AttachmentAdded',
      data: {
        attachmentId: 'a1',
        file_name: 'plan.pdf',
        location: 'attachments/x.pdf',
        size: 10,
        mime_type: 'application/pdf',
      },
    };
    const open = [created, complete, submittedValue, note, file];
    const histories: Record<string, JobEvent[]> = {
      open,
      pending: [...open, finalized],
      submitted: [...open, finalized, imported],
      archived: [...open, { type: 'JobArchived', data: { automatic: false } }],
      'archived automatically': [
        ...open,
        finalized,
        imported,
        { type: 'JobArchived', data: { automatic: true } },
      ],
      deleted: [...open, { type: 'JobDeleted', data: none }],
    };
    const commands: Record<string, JobCommand> = {
      UpdateSettings: { type: 'UpdateSettings', data: { changes: { reference_no: 'R-9' } } },
      SubmitCustomerValues: {
        type: 'SubmitCustomerValues',
        data: { values: { name: 'Proposed' } },
      },
      AcceptCustomerValue: { type: 'AcceptCustomerValue', data: { field: 'reference_no' } },
      ClearCustomerValues: { type: 'ClearCustomerValues', data: none },
      RecordView: { type: 'RecordView', data: { userId: 'u2', now: new Date() } },
      RecordExport: { type: 'RecordExport', data: { exportId: 'x1' } },
      SaveAnswers: {
        type: 'SaveAnswers',
        data: { sent: { a: 'changed' }, form: FORM, today: TODAY },
      },
      Finalize: { type: 'Finalize', data: none },
      Reopen: { type: 'Reopen', data: none },
      RequestImport: {
        type: 'RequestImport',
        data: { ...request, importId: 'i2', sources },
      },
      'Archive (by a user)': { type: 'Archive', data: { automatic: false } },
      'Archive (automatic)': { type: 'Archive', data: { automatic: true } },
      Delete: { type: 'Delete', data: none },
      AddNote: { type: 'AddNote', data: { noteId: 'n2', description: 'Another' } },
      DeleteNote: { type: 'DeleteNote', data: { noteId: 'n1' } },
      AddAttachments: {
        type: 'AddAttachments',
        data: {
          attachments: [
            {
              attachmentId: 'a2',
              file_name: 'b.png',
              location: 'attachments/b.png',
              size: 1,
              mime_type: 'image/png',
            },
          ],
        },
      },
      RemoveAttachment: { type: 'RemoveAttachment', data: { attachmentId: 'a1' } },
      CreateShareLink: {
        type: 'CreateShareLink',
        data: { linkId: 'l1', uuid: 'u-1', label: 'For the owner', sections: ['s1'] },
      },
    };
    const editable = ['open', 'pending'];
    const allowedIn: Record<string, string[]> = {
      UpdateSettings: editable,
      SubmitCustomerValues: editable,
      AcceptCustomerValue: editable,
      ClearCustomerValues: editable,
      RecordView: Object.keys(histories),
      RecordExport: Object.keys(histories),
      SaveAnswers: editable,
      Finalize: ['open'],
      Reopen: ['pending'],
      RequestImport: ['pending'],
      'Archive (by a user)': editable,
      'Archive (automatic)': ['submitted'],
      Delete: editable,
      AddNote: ['open', 'pending', 'submitted', 'archived', 'archived automatically'],
      DeleteNote: ['open', 'pending', 'submitted', 'archived', 'archived automatically'],
      AddAttachments: editable,
      RemoveAttachment: editable,
      CreateShareLink: editable,
    };
    const cases = Object.keys(commands).flatMap((name) =>
      Object.keys(histories).map(
        (status) => [name, status, allowedIn[name]!.includes(status)] as const,
      ),
    );

    it.each(cases)('%s on a job that is %s: allowed %s', (name, status, allowed) => {
      const run = () => decide(commands[name]!, histories[status]!.reduce(evolve, initialJobState));
      if (allowed) expect(run()).toHaveLength(1);
      else expect(run).toThrow(expect.objectContaining({ kind: 'conflict' }));
    });

    it('moves the status as the table says', () => {
      const statusAfter = (events: JobEvent[]) =>
        (events.reduce(evolve, initialJobState) as { status: string }).status;
      expect(statusAfter(histories.open!)).toBe('open');
      expect(statusAfter(histories.pending!)).toBe('pending');
      expect(statusAfter([...histories.pending!, { type: 'JobReopened', data: none }])).toBe(
        'open',
      );
      expect(statusAfter(histories.submitted!)).toBe('submitted');
      expect(statusAfter(histories.archived!)).toBe('archived');
      expect(statusAfter(histories['archived automatically']!)).toBe('archived');
      expect(statusAfter(histories.deleted!)).toBe('deleted');
    });
  });

  describe('share links', () => {
    it('Save & Send appends the job and its first link together', () => {
      const link = {
        linkId: 'l1',
        uuid: 'c0ffee00-0000-4000-8000-000000000009',
        label: ' Riverside Mall ',
        sections: ['s1', 's2'],
      };
      given([])
        .when({
          type: 'CreateJob',
          data: (created as Extract<JobEvent, { type: 'JobCreated' }>).data,
          shareLink: link,
        })
        .then([created, { type: 'ShareLinkCreated', data: { ...link, label: 'Riverside Mall' } }]);
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

  describe('reading stored streams', () => {
    it("reads the spine slice's JobCreated v1 and JobRenamed as today's events", () => {
      const state = [
        {
          type: 'JobCreated',
          schemaVersion: 1,
          data: { jobId, name: 'Old job' },
          metadata: { actor: { kind: 'user', userId: 'u9' } },
        },
        { type: 'JobRenamed', schemaVersion: 1, data: { jobId, name: 'Old job renamed' } },
      ].reduce(evolveStored, initialJobState as JobState);
      expect(state).toMatchObject({
        exists: true,
        id: jobId,
        uuid: jobId,
        status: 'open',
        settings: { name: 'Old job renamed', total_claim_amt: '0.00' },
      });
    });
    it('skips event types it does not know', () => {
      const state = [created, { type: 'EmailSent', data: {} }].reduce(
        evolveStored,
        initialJobState as JobState,
      );
      expect(state).toEqual(evolve(initialJobState, created));
    });
  });
});
