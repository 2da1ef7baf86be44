import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeletedDto } from '@job-intake/contracts/forms/forms-api';
import { Section } from '../../entities/section.entity';
import { FormPartEditor } from '../shared/form-part-editor';
import { findSection } from '../shared/form-parts';
import { DeleteSectionCommand } from './delete-section.command';

@CommandHandler(DeleteSectionCommand)
export class DeleteSectionHandler implements ICommandHandler<DeleteSectionCommand, DeletedDto> {
  constructor(private readonly editor: FormPartEditor) {}

  execute({ companyId, formId, part }: DeleteSectionCommand): Promise<DeletedDto> {
    return this.editor.edit(companyId, formId, part.form_id, async (db, form) => {
      const section = await findSection(db, form, part.section.id);
      await db.delete(Section, { id: section.id });
      return { id: section.id, deleted: true as const };
    });
  }
}
