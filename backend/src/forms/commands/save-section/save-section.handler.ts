import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  isTemporaryId,
  type SectionDto,
  type SectionInput,
} from '@job-intake/contracts/forms/forms-api';
import type { Form } from '../../entities/form.entity';
import { Section } from '../../entities/section.entity';
import { FormStore } from '../../form-store';
import { FormPartEditor } from '../shared/form-part-editor';
import { findSection } from '../shared/form-parts';
import { SaveSectionCommand } from './save-section.command';

@CommandHandler(SaveSectionCommand)
export class SaveSectionHandler implements ICommandHandler<SaveSectionCommand, SectionDto> {
  constructor(
    private readonly editor: FormPartEditor,
    private readonly store: FormStore,
  ) {}

  execute({ companyId, formId, part }: SaveSectionCommand): Promise<SectionDto> {
    return this.editor.edit(companyId, formId, part.form_id, async (db, form) => {
      const input = part.section;
      const section =
        isTemporaryId(input.id) || input.new === true
          ? await newSection(db, form, input)
          : changedSection(await findSection(db, form, input.id as string), input);
      await db.save(section);
      return this.store.sectionDto(db, section);
    });
  }
}

async function newSection(db: EntityManager, form: Form, input: SectionInput): Promise<Section> {
  return db.create(Section, {
    id: randomUUID(),
    form_id: form.id,
    title: input.title,
    order: input.order ?? (await nextSectionOrder(db, form.id)),
    readonly: input.readonly ?? false,
    type_id: input.type_id ?? null,
  });
}

function changedSection(section: Section, input: SectionInput): Section {
  section.title = input.title;
  if (input.order !== undefined) section.order = input.order;
  if (input.readonly !== undefined) section.readonly = input.readonly;
  if (input.type_id !== undefined) section.type_id = input.type_id;
  return section;
}

async function nextSectionOrder(db: EntityManager, formId: string): Promise<number> {
  const [row] = await db.query<{ next: number }[]>(
    'SELECT coalesce(max("order") + 1, 0)::int AS next FROM sections WHERE form_id = $1',
    [formId],
  );
  return row?.next ?? 0;
}
