import { jobEventSamples } from '../../testing/job-event-samples';
import { givenFor } from '../testing/job-decider.given';
import { attachmentsDecider } from './attachments.decider';

const given = givenFor(attachmentsDecider);
const created = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11').JobCreated;

describe('attachments', () => {
  it('records every file of one upload, or none', () => {
    const file = (id: string) => ({
      attachmentId: id,
      file_name: `${id}.pdf`,
      location: `attachments/${id}.pdf`,
      size: 3,
      mime_type: 'application/pdf',
    });
    given([created])
      .when({ type: 'AddAttachments', data: { attachments: [file('a1'), file('a2')] } })
      .then([
        { type: 'AttachmentAdded', data: file('a1') },
        { type: 'AttachmentAdded', data: file('a2') },
      ]);
    given([created])
      .when({ type: 'AddAttachments', data: { attachments: [] } })
      .thenRefuses('invalid', 'at least one file');
  });
  it('removes an existing attachment only', () => {
    given([created])
      .when({ type: 'RemoveAttachment', data: { attachmentId: 'a1' } })
      .thenRefuses('not_found', 'Attachment not found');
  });
});
