import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { importPayloadSample } from '../../testing/import-payload-sample';
import { jobEventSamples } from '../../testing/job-event-samples';
import {
  complete,
  finalized,
  given as givenJob,
  givenFor,
  imported,
} from '../testing/job-decider.given';
import { providerImportDecider } from './provider-import.decider';

const given = givenFor(providerImportDecider);
const created = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11').JobCreated;

describe('provider import', () => {
  it('sends a job in Review to the provider once, and records its answer once', () => {
    const request = {
      importId: 'i1',
      requested_by: 'u2',
      requested_by_name: 'Rita Reviewer',
      payload: importPayloadSample('job-1'),
    };
    const requested: JobEvent = { type: 'JobImportRequested', data: request };
    given([created, complete, finalized])
      .when({ type: 'RequestImport', data: request })
      .then([requested]);
    given([created, complete])
      .when({ type: 'RequestImport', data: request })
      .thenRefuses('conflict', 'Only a job in Review');
    given([created, complete, finalized, requested])
      .when({ type: 'RequestImport', data: { ...request, importId: 'i2' } })
      .thenRefuses('conflict', 'already being sent');
    given([created, complete, finalized, requested])
      .when({ type: 'CompleteImport', data: { importId: 'i1', direct_no: 'D-1' } })
      .then([
        { ...imported, data: { ...imported.data, importId: 'i1', imported_by: 'Rita Reviewer' } },
      ]);
    given([created, complete, finalized, requested, imported])
      .when({ type: 'CompleteImport', data: { importId: 'i1', direct_no: 'D-1' } })
      .then([]);
    given([created, complete, finalized, requested])
      .when({ type: 'FailImport', data: { importId: 'i1', error: 'No such contact' } })
      .then([{ type: 'JobImportFailed', data: { importId: 'i1', error: 'No such contact' } }]);
    // The job's lifecycle reads this concern's slice: it cannot leave Review while one runs.
    givenJob([created, complete, finalized, requested])
      .when({ type: 'Reopen', data: {} })
      .thenRefuses('conflict', 'already being sent');
  });
  it('refuses an import the pre-send check fails, listing every problem', () => {
    const payload = importPayloadSample('job-1', {
      cnt_id: null,
      fields: [{ field_id: 'f1', label: 'Owner name', mapped: null, required: true, value: ' ' }],
    });
    given([created, complete, finalized])
      .when({
        type: 'RequestImport',
        data: { importId: 'i1', requested_by: 'u2', requested_by_name: 'R', payload },
      })
      .thenRefuses('invalid', 'Set the Contact and Location values below');
  });
});
