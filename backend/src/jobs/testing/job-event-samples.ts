import type { JobEvent, JobEventType } from '@job-intake/contracts/jobs/job-events';

import { importPayloadSample } from './import-payload-sample';

const IMPORT_ID = '00000000-0000-4000-8000-0000000000d1';

type SampleOf = { [Type in JobEventType]: Extract<JobEvent, { type: Type }> };

/**
 * One event of each type of the catalogue, for one job; folded in catalogue order (JOB_EVENT_TYPES)
 * the job is created first and each removal follows its addition. The mapped type makes a new
 * event type a compile error here until it has a sample, and the catalogue tests then check that
 * every consumer handles it.
 */
export function jobEventSamples(jobId: string): SampleOf {
  return {
    JobCreated: {
      type: 'JobCreated',
      data: {
        jobId,
        uuid: 'c0ffee00-0000-4000-8000-000000000001',
        form_id: '00000000-0000-4000-8000-0000000000f1',
        form_version_id: '00000000-0000-4000-8000-0000000000f2',
        form_variant_id: null,
        settings: {
          name: 'Riverside Mall',
          reference_no: 'R-1',
          location: null,
          contact: null,
          first_furnishing: '2026-11-21',
          ff_est: false,
          last_furnishing: null,
          lf_est: false,
          total_contract_amt: '1000.00',
          total_claim_amt: '0.00',
        },
        customer_id: null,
        workflow_step_id: null,
        origin: 'staff',
        creator_user_id: null,
        creator_name: 'Stan Standard',
        form_variant: null,
        location_desc: null,
        progress: { percent: 0, remaining: 2 },
      },
    },
    JobSettingsUpdated: {
      type: 'JobSettingsUpdated',
      data: { changes: { name: 'Riverside Mall II', location: '5001' }, location_desc: 'North' },
    },
    CustomerValuesSubmitted: {
      type: 'CustomerValuesSubmitted',
      data: { values: { reference_no: 'C-9' } },
    },
    CustomerValueAccepted: { type: 'CustomerValueAccepted', data: { field: 'reference_no' } },
    CustomerValuesCleared: { type: 'CustomerValuesCleared', data: { fields: ['total_claim_amt'] } },
    AnswersSaved: {
      type: 'AnswersSaved',
      data: { answers: { q1: 'yes' }, progress: { percent: 50, remaining: 1 } },
    },
    JobFinalized: { type: 'JobFinalized', data: {} },
    JobReopened: { type: 'JobReopened', data: {} },
    JobImportRequested: {
      type: 'JobImportRequested',
      data: {
        importId: IMPORT_ID,
        requested_by: 'rita',
        requested_by_name: 'Rita Reviewer',
        payload: importPayloadSample(jobId),
      },
    },
    JobImported: {
      type: 'JobImported',
      data: {
        importId: IMPORT_ID,
        service: 'Notice :: Premium',
        direct_no: 'D-1',
        imported_by: 'Rita Reviewer',
      },
    },
    JobImportFailed: {
      type: 'JobImportFailed',
      data: { importId: IMPORT_ID, error: 'The provider does not know contact 9' },
    },
    JobArchived: { type: 'JobArchived', data: { automatic: true } },
    JobDeleted: { type: 'JobDeleted', data: {} },
    JobExported: {
      type: 'JobExported',
      data: { exportId: '0c3f5c1e-8a7b-4d2e-9f10-5b6a7c8d9e0f' },
    },
    JobViewed: { type: 'JobViewed', data: { user_id: '00000000-0000-4000-8000-0000000000c1' } },
    NoteAdded: {
      type: 'NoteAdded',
      data: { noteId: '00000000-0000-4000-8000-0000000000b1', description: 'Call the owner' },
    },
    NoteDeleted: { type: 'NoteDeleted', data: { noteId: '00000000-0000-4000-8000-0000000000b1' } },
    AttachmentAdded: {
      type: 'AttachmentAdded',
      data: {
        attachmentId: '00000000-0000-4000-8000-0000000000c1',
        file_name: 'lien.pdf',
        location: `attachments/${jobId}/lien.pdf`,
        size: 1234,
        mime_type: 'application/pdf',
      },
    },
    AttachmentRemoved: {
      type: 'AttachmentRemoved',
      data: { attachmentId: '00000000-0000-4000-8000-0000000000c1' },
    },
    ShareLinkCreated: {
      type: 'ShareLinkCreated',
      data: {
        linkId: '00000000-0000-4000-8000-0000000000d1',
        uuid: '00000000-0000-4000-8000-0000000000d2',
        label: 'For the owner',
        sections: ['s1'],
      },
    },
    ShareLinkStatusChanged: {
      type: 'ShareLinkStatusChanged',
      data: { linkId: '00000000-0000-4000-8000-0000000000d1', status: 'closed' },
    },
    ShareLinkSubmitted: {
      type: 'ShareLinkSubmitted',
      data: { linkId: '00000000-0000-4000-8000-0000000000d1' },
    },
    EmailRequested: {
      type: 'EmailRequested',
      data: {
        emailId: '00000000-0000-4000-8000-0000000000e1',
        linkId: '00000000-0000-4000-8000-0000000000d1',
        to: ['owner@example.com'],
        from: 'office@example.com',
        subject: '[company_name] | [job_name]',
        body: 'Please fill in [link_address]',
        opt_out: false,
        unsubscribe: '00000000-0000-4000-8000-0000000000e2',
        expires_at: '2025-04-21T12:00:00.000Z',
      },
    },
    EmailResent: { type: 'EmailResent', data: { emailId: '00000000-0000-4000-8000-0000000000e1' } },
    EmailReminderDue: {
      type: 'EmailReminderDue',
      data: { emailId: '00000000-0000-4000-8000-0000000000e1', kind: 'reminder', number: 1 },
    },
    EmailSent: {
      type: 'EmailSent',
      data: {
        emailId: '00000000-0000-4000-8000-0000000000e1',
        kind: 'request',
        sourceEventId: '00000000-0000-4000-8000-0000000000e3',
        messageId: '<00000000-0000-4000-8000-0000000000e3@job-intake>',
      },
    },
    EmailFailed: {
      type: 'EmailFailed',
      data: {
        emailId: '00000000-0000-4000-8000-0000000000e1',
        kind: 'request',
        sourceEventId: '00000000-0000-4000-8000-0000000000e3',
        error: '550 Mailbox unavailable',
      },
    },
    EmailOptOutChanged: {
      type: 'EmailOptOutChanged',
      data: { emailId: '00000000-0000-4000-8000-0000000000e1', opt_out: true, by: 'staff' },
    },
    EmailExpired: {
      type: 'EmailExpired',
      data: { emailId: '00000000-0000-4000-8000-0000000000e1' },
    },
  };
}
