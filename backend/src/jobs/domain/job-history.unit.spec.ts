import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobAtEvent, jobHistory, mentionedContacts, type HistoryEvent } from './job-history';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const names = { users: new Map([['u1', 'Stan Standard']]), contacts: new Map<string, string>() };
let revision = 0;

function recorded(
  event: JobEvent,
  actor: { kind: string; userId?: string; process?: string } = { kind: 'user', userId: 'u1' },
): HistoryEvent {
  const at = revision;
  revision += 1;
  return {
    id: `e${at}`,
    revision: at,
    type: event.type,
    data: event.data,
    metadata: { actor, occurredAt: `2026-11-21T10:00:0${at}.000Z` },
  };
}

const created: JobEvent = {
  type: 'JobCreated',
  data: {
    jobId,
    uuid: jobId,
    form_id: 'f1',
    form_version_id: 'v1',
    form_variant_id: null,
    settings: {
      name: 'Riverside',
      reference_no: '',
      location: '5001',
      contact: null,
      first_furnishing: '2026-11-21',
      ff_est: false,
      last_furnishing: null,
      lf_est: false,
      total_contract_amt: '0.00',
      total_claim_amt: '0.00',
    },
    customer_id: null,
    workflow_step_id: null,
    origin: 'public_form',
    creator_user_id: null,
    creator_name: null,
    form_variant: null,
    location_desc: 'Main Office',
    progress: { percent: 0, remaining: 2 },
  },
};

describe('job history (pure)', () => {
  beforeEach(() => {
    revision = 0;
  });

  it("records a staff user's view and the clearing of a customer's values", () => {
    const entries = jobHistory(
      [
        recorded(created),
        recorded({ type: 'JobViewed', data: { user_id: 'u1' } }),
        recorded({
          type: 'CustomerValuesSubmitted',
          data: { values: { reference_no: 'C-9', total_claim_amt: '150.00' } },
        }),
        recorded({
          type: 'CustomerValuesCleared',
          data: { fields: ['reference_no', 'total_claim_amt'] },
        }),
      ],
      names,
    );
    expect(
      entries.slice(1).map(({ action, parameter, user }) => [action, parameter, user.name]),
    ).toEqual([
      ['view', 'Viewed the job', 'Stan Standard'],
      [
        'update_job',
        'Customer submitted Reference #: C-9; Total claim amount: $150.00',
        'Stan Standard',
      ],
      [
        'clear_user_input',
        "Cleared the customer's values: Reference #, Total claim amount",
        'Stan Standard',
      ],
    ]);
  });

  it('names what it can no longer describe: Description Not Found ({id})', () => {
    const entries = jobHistory(
      [recorded(created), recorded({ type: 'NoteDeleted', data: { noteId: 'n9' } })],
      names,
    );
    expect(entries[1]?.parameter).toBe('Deleted note: Description Not Found (n9)');
  });

  it('describes setting changes in words, with labels, dates, amounts and flags', () => {
    const events = [
      recorded(created, { kind: 'guest' }),
      recorded({
        type: 'JobSettingsUpdated',
        data: {
          changes: {
            location: '5002',
            first_furnishing: '2026-12-01',
            last_furnishing: '2027-01-15',
            ff_est: true,
            total_claim_amt: '1234.5',
          },
          location_desc: 'Akron Yard',
        },
      }),
      recorded({
        type: 'AttachmentAdded',
        data: {
          attachmentId: 'a1',
          file_name: 'plan.pdf',
          location: 'attachments/x.pdf',
          size: 1,
          mime_type: 'application/pdf',
        },
      }),
      recorded({ type: 'AttachmentRemoved', data: { attachmentId: 'a1' } }),
      recorded({
        type: 'ShareLinkCreated',
        data: { linkId: 'l1', uuid: 'u', label: 'Owner', sections: ['s1', 's2'] },
      }),
      recorded(
        {
          type: 'JobImported',
          data: { service: 'Notice :: Premium', direct_no: 'D-7', imported_by: 'Rita' },
        },
        { kind: 'system', process: 'x' },
      ),
      recorded({ type: 'SmsSent', data: {} } as unknown as JobEvent),
      recorded({ type: 'JobDeleted', data: {} }, { kind: 'user', userId: 'gone' }),
    ];
    expect(
      jobHistory(events, names).map((entry) => [
        entry.action,
        entry.user.name,
        entry.user_id,
        entry.parameter,
      ]),
    ).toEqual([
      ['add', 'Guest', null, 'Job created: Riverside (public form)'],
      [
        'update_job',
        'Stan Standard',
        'u1',
        'Location changed from Main Office (5001) to Akron Yard (5002); First furnishing changed from 11/21/2026 to 12/01/2026; First furnishing estimated changed from No to Yes; Last furnishing changed from none to 01/15/2027; Total claim amount changed from $0.00 to $1,234.50',
      ],
      ['update_job', 'Stan Standard', 'u1', 'Attachment added: plan.pdf'],
      ['update_job', 'Stan Standard', 'u1', 'Attachment removed: plan.pdf'],
      ['gen_link', 'Stan Standard', 'u1', 'Share link created: Owner (2 sections)'],
      ['import', 'System', null, 'Sent to the provider (Notice :: Premium); Direct No D-7'],
      ['status_update', 'Unknown user', 'gone', 'Status changed from Submitted to Deleted'],
    ]);
  });

  it('names contacts as the provider calls them, and the ids of those it does not know', () => {
    const events = [
      recorded({
        ...created,
        data: { ...created.data, settings: { ...created.data.settings, contact: '100244' } },
      }),
      recorded({ type: 'JobSettingsUpdated', data: { changes: { contact: '100245' } } }),
      recorded({ type: 'CustomerValuesSubmitted', data: { values: { contact: '100999' } } }),
    ];
    const contacts = new Map([
      ['100244', 'Ann Able'],
      ['100245', 'Bob Baker'],
    ]);
    expect(mentionedContacts(events)).toEqual(['100244', '100245', '100999']);
    expect(jobHistory(events, { ...names, contacts }).map((entry) => entry.parameter)).toEqual([
      'Job created: Riverside (public form)',
      'Contact changed from Ann Able (100244) to Bob Baker (100245)',
      'Customer submitted Contact: 100999',
    ]);
  });

  it("attributes automatic archiving to 'System'", () => {
    const events = [
      recorded(created),
      recorded({ type: 'JobFinalized', data: {} }),
      recorded(
        { type: 'JobImported', data: { service: 'Notice', direct_no: 'D-1', imported_by: 'Rita' } },
        { kind: 'user', userId: 'u1' },
      ),
      recorded(
        { type: 'JobArchived', data: { automatic: true } },
        { kind: 'system', process: 'archive-due' },
      ),
    ];
    expect(jobHistory(events, names).at(-1)).toMatchObject({
      user_id: null,
      user: { name: 'System' },
      parameter: 'Status changed from Submitted to Archived automatically',
    });
  });

  it('folds the stream up to an event, and knows only the job events', () => {
    const events = [
      recorded(created),
      recorded({
        type: 'AnswersSaved',
        data: { answers: { f1: 'a' }, progress: { percent: 50, remaining: 1 } },
      }),
      recorded({
        type: 'AnswersSaved',
        data: { answers: { f1: 'b', f2: 'c' }, progress: { percent: 100, remaining: 0 } },
      }),
    ];
    expect(jobAtEvent(events, 'e1', names)).toMatchObject({
      event: {
        id: 'e1',
        action: 'save_draft',
        parameter: 'Saved 1 answer; progress 50% (1 required field remaining)',
      },
      answerData: { f1: 'a' },
      progress: { percent: 50, remaining: 1 },
      status: 'open',
      form_version_id: 'v1',
    });
    expect(jobAtEvent(events, 'e2', names)?.answerData).toEqual({ f1: 'b', f2: 'c' });
    expect(jobAtEvent(events, 'nope', names)).toBeNull();
  });
});
