import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isTemporaryId, type FieldDto } from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../../../shared/domain-error';
import { decideField } from '../../domain/field-rules';
import { Field } from '../../entities/field.entity';
import type { Form } from '../../entities/form.entity';
import { Section } from '../../entities/section.entity';
import { FormStore } from '../../form-store';
import { FormPartEditor } from '../shared/form-part-editor';
import { findField } from '../shared/form-parts';
import { SaveFieldCommand } from './save-field.command';

@CommandHandler(SaveFieldCommand)
export class SaveFieldHandler implements ICommandHandler<SaveFieldCommand, FieldDto> {
  constructor(
    private readonly editor: FormPartEditor,
    private readonly store: FormStore,
  ) {}

  execute({ companyId, formId, part }: SaveFieldCommand): Promise<FieldDto> {
    return this.editor.edit(companyId, formId, part.form_id, async (db, form) => {
      const input = part.field;
      const creating = isTemporaryId(input.id) || input.new === true;
      const existing = creating ? null : await findField(db, form, input.id as string);
      const sectionId = input.section_id ?? existing?.section_id;
      if (!sectionId) throw new DomainError('invalid', 'field.section_id should not be empty');
      if (sectionId !== existing?.section_id) await requireSectionOf(db, form, sectionId);
      const decision = decideField(existing, input, part.deletedChoices);
      if (!decision.field) throw new DomainError('invalid', decision.problems.join('; '));
      const order =
        input.order ??
        (existing && existing.section_id === sectionId
          ? existing.order
          : await nextFieldOrder(db, sectionId));
      const field = db.create(Field, {
        ...(existing ?? {}),
        ...decision.field,
        id: existing?.id ?? randomUUID(),
        section_id: sectionId,
        order,
      });
      await db.save(field);
      return this.store.fieldDto(field);
    });
  }
}

async function requireSectionOf(db: EntityManager, form: Form, sectionId: string): Promise<void> {
  const section = await db.findOneBy(Section, { id: sectionId, form_id: form.id });
  if (!section) throw new DomainError('invalid', 'field.section_id must be a section of this form');
}

async function nextFieldOrder(db: EntityManager, sectionId: string): Promise<number> {
  const [row] = await db.query<{ next: number }[]>(
    'SELECT coalesce(max("order") + 1, 0)::int AS next FROM fields WHERE section_id = $1',
    [sectionId],
  );
  return row?.next ?? 0;
}
