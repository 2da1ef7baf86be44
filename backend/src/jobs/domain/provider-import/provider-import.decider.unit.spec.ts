import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../testing/job-event-samples';
import type { ImportSources } from '../import-payload';
import {
  FORM,
  complete,
  finalized,
  given as givenJob,
  givenFor,
  imported,
} from '../testing/job-decider.given';
import { providerImportDecider } from './provider-import.decider';

const given = givenFor(providerImportDecider);
/** What the concern decides on these events, for a check of part of an event. */
const decided = (events: JobEvent[], command: Parameters<typeof providerImportDecider.decide>[0]) =>
  providerImportDecider.decide(
    command,
    events.reduce(providerImportDecider.evolve, providerImportDecider.initialState),
  );
const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11';
const sample = jobEventSamples(jobId).JobCreated;
/** A job whose Contact and Location are set, so that the pre-send check passes. */
const created: JobEvent = {
  ...sample,
  data: {
    ...sample.data,
    settings: { ...sample.data.settings, location: '5003', contact: '100250' },
  },
} as JobEvent;
/** What a payload without a form is made of besides the job. */
const sources: ImportSources = {
  form: null,
  attachments: [],
  service: { text: 'Notice :: Premium', lien_direct: false },
  creatorCntId: null,
  parcel: null,
};
const request = { importId: 'i1', requested_by: 'u2', requested_by_name: 'Rita Reviewer' };

describe('provider import', () => {
  it('sends a job in Review to the provider once, and records its answer once', () => {
    const [requested] = decided([created, complete, finalized], {
      type: 'RequestImport',
      data: { ...request, sources },
    });
    expect(requested).toMatchObject({ type: 'JobImportRequested', data: request });
    given([created, complete])
      .when({ type: 'RequestImport', data: { ...request, sources } })
      .thenRefuses('conflict', 'Only a job in Review');
    given([created, complete, finalized, requested!])
      .when({ type: 'RequestImport', data: { ...request, importId: 'i2', sources } })
      .thenRefuses('conflict', 'already being sent');
    given([created, complete, finalized, requested!])
      .when({ type: 'CompleteImport', data: { importId: 'i1', direct_no: 'D-1' } })
      .then([
        {
          ...imported,
          data: { ...imported.data, importId: 'i1', imported_by: 'Rita Reviewer' },
        } as JobEvent,
      ]);
    given([created, complete, finalized, requested!, imported])
      .when({ type: 'CompleteImport', data: { importId: 'i1', direct_no: 'D-1' } })
      .then([]);
    given([created, complete, finalized, requested!])
      .when({ type: 'FailImport', data: { importId: 'i1', error: 'No such contact' } })
      .then([{ type: 'JobImportFailed', data: { importId: 'i1', error: 'No such contact' } }]);
    // The job's lifecycle reads this concern's slice: it cannot leave Review while one runs.
    givenJob([created, complete, finalized, requested!])
      .when({ type: 'Reopen', data: {} })
      .thenRefuses('conflict', 'already being sent');
  });
  it('refuses an import the pre-send check fails, listing every problem', () => {
    const noContact: JobEvent = {
      type: 'JobSettingsUpdated',
      data: { changes: { contact: null } },
    };
    given([created, noContact, complete, finalized])
      .when({ type: 'RequestImport', data: { ...request, sources: { ...sources, form: FORM } } })
      .thenRefuses('invalid', 'Set the Contact and Location values below');
  });
  it('makes the payload of the attachments the job still has', () => {
    const kept = { id: 'a1', file_name: 'plan.pdf', size: 10, mime_type: 'application/pdf' };
    const removed = { ...kept, id: 'a2', file_name: 'old.pdf' };
    const added: JobEvent = {
      type: 'AttachmentAdded',
      data: { ...kept, attachmentId: 'a1', location: 'x' },
    };
    const [event] = decided([created, complete, added, finalized], {
      type: 'RequestImport',
      data: { ...request, sources: { ...sources, attachments: [kept, removed] } },
    });
    expect(event).toMatchObject({
      data: {
        payload: {
          attachments: [{ file_name: 'plan.pdf', size: 10, mime_type: 'application/pdf' }],
        },
      },
    });
  });
});
