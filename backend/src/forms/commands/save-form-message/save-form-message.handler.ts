import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../../../shared/domain-error';
import { configProblems } from '../../domain/field-rules';
import { Form } from '../../entities/form.entity';
import { FormStore } from '../../form-store';
import { FormPartEditor } from '../shared/form-part-editor';
import { SaveFormMessageCommand, type SaveFormMessage } from './save-form-message.command';

@CommandHandler(SaveFormMessageCommand)
export class SaveFormMessageHandler implements ICommandHandler<SaveFormMessageCommand, FormDto> {
  constructor(
    private readonly editor: FormPartEditor,
    private readonly store: FormStore,
  ) {}

  execute({ companyId, formId, part }: SaveFormMessageCommand): Promise<FormDto> {
    return this.editor.edit(companyId, formId, part.form_id, async (db, form) => {
      if (part.config) {
        const problems = configProblems(part.config);
        if (problems.length) throw new DomainError('invalid', problems.join('; '));
      }
      const saved = await db.save(Form, { ...form, ...formChanges(part) });
      return this.store.loadFormDto(db, saved);
    });
  }
}

/** The properties the save names; the config is copied without anything else it carried. */
function formChanges(part: SaveFormMessage): Partial<Form> {
  const changes: Partial<Form> = {};
  if (part.name !== undefined) changes.name = part.name;
  if (part.title !== undefined) changes.title = part.title;
  if (part.status !== undefined) changes.status = part.status;
  if (part.mapped !== undefined) changes.mapped = part.mapped;
  if (part.message !== undefined) changes.message = part.message;
  if (part.footnote !== undefined) changes.footnote = part.footnote;
  if (part.config !== undefined) {
    changes.config = {
      fields: part.config.fields.map(({ name, label, active, req }) => ({
        name,
        label,
        active,
        req,
      })),
      allow_none: part.config.allow_none,
      allow_same_as: part.config.allow_same_as,
    };
  }
  return changes;
}
