import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import { JobCommands } from '../../shared/job-commands';
import { AddNoteCommand } from './add-note.command';

@CommandHandler(AddNoteCommand)
export class AddNoteHandler implements ICommandHandler<AddNoteCommand, NoteDto> {
  constructor(private readonly jobs: JobCommands) {}

  async execute(command: AddNoteCommand): Promise<NoteDto> {
    const noteId = randomUUID();
    const handled = await this.jobs.run(
      command.jobId,
      command.companyId,
      { type: 'AddNote', data: { noteId, description: command.description } },
      command.metadata,
    );
    const added = handled.events.find((event) => event.type === 'NoteAdded');
    return {
      id: noteId,
      description: added?.type === 'NoteAdded' ? added.data.description : command.description,
      user: { name: command.authorName },
      created_at: command.metadata.occurredAt,
    };
  }
}
