import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeletedDto } from '@job-intake/contracts/forms/forms-api';
import { Field } from '../../entities/field.entity';
import { FormPartEditor } from '../shared/form-part-editor';
import { findField } from '../shared/form-parts';
import { DeleteFieldCommand } from './delete-field.command';

@CommandHandler(DeleteFieldCommand)
export class DeleteFieldHandler implements ICommandHandler<DeleteFieldCommand, DeletedDto> {
  constructor(private readonly editor: FormPartEditor) {}

  execute({ companyId, formId, part }: DeleteFieldCommand): Promise<DeletedDto> {
    return this.editor.edit(companyId, formId, part.form_id, async (db, form) => {
      const field = await findField(db, form, part.field.id);
      await db.delete(Field, { id: field.id });
      return { id: field.id, deleted: true as const };
    });
  }
}
