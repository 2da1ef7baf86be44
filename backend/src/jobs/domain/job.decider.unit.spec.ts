import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { decide, type JobCommand } from './job.decider';
import { evolve, evolveStored, initialJobState, type JobState } from './job.state';
import type { ImportSources } from './import-payload';
import {
  FORM,
  TODAY,
  complete,
  created,
  finalized,
  given,
  imported,
  settings,
} from './testing/job-decider.given';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
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
