import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../testing/job-event-samples';
import { attachmentsConcern } from './attachments/attachments.decider';
import { evolve, initialJobState } from './job.state';
import { providerImportDecider } from './provider-import/provider-import.decider';

const created = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11').JobCreated;
const added: JobEvent = {
  type: 'AttachmentAdded',
  data: { attachmentId: 'a1', file_name: 'a.pdf', location: 'x', size: 1, mime_type: 'text/plain' },
};

describe('composing concerns', () => {
  afterEach(() => jest.restoreAllMocks());

  // The provider import reads the attachments' slice: it is folded once, not once per reader.
  it('evolves a slice once per event, in the job and in a concern that reads it', () => {
    const evolved = jest.spyOn(attachmentsConcern, 'evolve');
    const job = [created, added].reduce(evolve, initialJobState);
    expect(evolved).toHaveBeenCalledTimes(2);
    expect(job).toMatchObject({ attachments: new Set(['a1']), importing: null });

    evolved.mockClear();
    const own = [created, added].reduce(
      providerImportDecider.evolve,
      providerImportDecider.initialState,
    );
    expect(evolved).toHaveBeenCalledTimes(2);
    expect(own).toMatchObject({ attachments: new Set(['a1']), importing: null });
  });
});
