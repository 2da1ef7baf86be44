import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DeleteNoteResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { DomainError } from '../../../shared/domain-error';
import { NOTE_NOT_FOUND } from '../../domain/notes/notes.decider';
import { JobCommands } from '../../shared/job-commands';
import { DeleteNoteCommand } from './delete-note.command';

/** The note's job comes from the notes read model; whether the note is still there, from decide. */
@CommandHandler(DeleteNoteCommand)
export class DeleteNoteHandler implements ICommandHandler<DeleteNoteCommand, DeleteNoteResponse> {
  constructor(
    private readonly jobs: JobCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ noteId, companyId, metadata }: DeleteNoteCommand): Promise<DeleteNoteResponse> {
    const { rows } = await this.pool.query<{ job_id: string }>(
      'SELECT job_id FROM job_notes WHERE id = $1 AND company_id = $2',
      [noteId, companyId],
    );
    const note = rows[0];
    if (!note) throw new DomainError('not_found', NOTE_NOT_FOUND);
    await this.jobs.run(note.job_id, companyId, { type: 'DeleteNote', data: { noteId } }, metadata);
    return { note_id: noteId };
  }
}
