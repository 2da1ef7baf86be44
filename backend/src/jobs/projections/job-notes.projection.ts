import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { foldKeyedRows } from '../../projections/keyed-rows';
import type { Projection } from '../../projections/projection';
import { writeKeyedRows } from '../../projections/write-keyed-rows';
import { jobNoteChange } from './job-note-row';

/**
 * The notes of each job (the Notes tab, GET /job/{id}); the author's name is read with them.
 * A batch is folded in memory and written with one DELETE and one multi-row INSERT; a single
 * event is a batch of one.
 */
export const jobNotesProjection: Projection = {
  name: 'job-notes',
  eventTypes: ['NoteAdded', 'NoteDeleted'],
  writes: 'read-model',
  tables: [{ name: 'job_notes', orderBy: 'id' }],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyJobNotesBatch([event], db);
  },
  applyBatch: applyJobNotesBatch,
};

function applyJobNotesBatch(events: readonly ProjectionEvent[], db: PoolClient): Promise<void> {
  return writeKeyedRows(db, 'job_notes', foldKeyedRows(events.map(jobNoteChange)));
}
