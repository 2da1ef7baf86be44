import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../../shared/domain-error';
import type { JobCore } from '../job-core';
import { concernDecider, without, type JobConcern } from '../job-concern';

export const NOTE_NOT_FOUND = 'Note not found';

export interface NotesState {
  readonly notes: ReadonlySet<string>;
}

export type NotesCommand =
  | { type: 'AddNote'; data: { noteId: string; description: string } }
  | { type: 'DeleteNote'; data: { noteId: string } };

/** The job's notes: added and deleted in any status but deleted. */
export const notesConcern: JobConcern<NotesCommand, NotesState> = {
  commands: new Set(['AddNote', 'DeleteNote']),
  initialState: { notes: new Set() },
  evolve(state, event) {
    if (event.type === 'NoteAdded')
      return { ...state, notes: new Set(state.notes).add(event.data.noteId) };
    if (event.type === 'NoteDeleted')
      return { ...state, notes: without(state.notes, event.data.noteId) };
    return state;
  },
  decide(command, job) {
    return command.type === 'AddNote' ? addNote(job, command.data) : deleteNote(job, command.data);
  },
};

export const notesDecider = concernDecider(notesConcern);

function addNote(job: JobCore, data: { noteId: string; description: string }): JobEvent[] {
  if (job.status === 'deleted')
    throw new DomainError('conflict', 'Notes cannot be added to a deleted job.');
  const description = data.description.trim();
  if (!description) throw new DomainError('invalid', 'description should not be empty');
  return [{ type: 'NoteAdded', data: { noteId: data.noteId, description } }];
}

function deleteNote(job: JobCore & NotesState, data: { noteId: string }): JobEvent[] {
  if (!job.notes.has(data.noteId)) throw new DomainError('not_found', NOTE_NOT_FOUND);
  if (job.status === 'deleted')
    throw new DomainError('conflict', 'Notes of a deleted job cannot be changed.');
  return [{ type: 'NoteDeleted', data }];
}
