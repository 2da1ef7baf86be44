import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../testing/job-event-samples';
import { givenFor } from '../testing/job-decider.given';
import { notesDecider } from './notes.decider';

const given = givenFor(notesDecider);
const created = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11').JobCreated;

describe('notes', () => {
  it('refuses an empty note', () => {
    given([created])
      .when({ type: 'AddNote', data: { noteId: 'n1', description: '   ' } })
      .thenRefuses('invalid', 'description should not be empty');
  });
  it('deletes an existing note only', () => {
    const note: JobEvent = {
      type: 'NoteAdded',
      data: { noteId: 'n1', description: 'Call the owner' },
    };
    given([created, note])
      .when({ type: 'DeleteNote', data: { noteId: 'n1' } })
      .then([{ type: 'NoteDeleted', data: { noteId: 'n1' } }]);
    given([created])
      .when({ type: 'DeleteNote', data: { noteId: 'n1' } })
      .thenRefuses('not_found', 'Note not found');
  });
});
