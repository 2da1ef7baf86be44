import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isTemporaryId,
  type DeletedDto,
  type FieldDto,
  type FormDto,
  type SectionDto,
} from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../../../shared/domain-error';
import { configProblems, decideField } from '../../domain/field-rules';
import { Field } from '../../entities/field.entity';
import { Form } from '../../entities/form.entity';
import { Section } from '../../entities/section.entity';
import { FormStore } from '../../form-store';
import type {
  DeleteFieldDto,
  DeleteSectionDto,
  SaveFieldDto,
  SaveFormMessageDto,
  SaveFormPartDto,
  SaveSectionDto,
} from './save-form-part.request.dto';

export const SECTION_NOT_FOUND = 'Section not found';
export const FIELD_NOT_FOUND = 'Field not found';

/**
 * The builder's saves (PATCH /form/{id}): the top part, a section, a field, or deleting one.
 * Each runs in one transaction holding the form's row lock; a refused save changes nothing.
 */
@Injectable()
export class SaveFormPartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
  ) {}

  save(
    companyId: string,
    formId: string,
    part: SaveFormPartDto,
  ): Promise<FormDto | SectionDto | FieldDto | DeletedDto> {
    if (part.form_id !== undefined && part.form_id !== formId) {
      throw new DomainError('invalid', 'form_id must be the id of the form in the address');
    }
    return this.dataSource.transaction(async (db) => {
      const form = await this.store.findForm(db, companyId, formId, true);
      const answer = await this.apply(db, form, part);
      await db.query('UPDATE forms SET updated_at = now() WHERE id = $1', [form.id]);
      return answer;
    });
  }

  private apply(
    db: EntityManager,
    form: Form,
    part: SaveFormPartDto,
  ): Promise<FormDto | SectionDto | FieldDto | DeletedDto> {
    switch (part.type) {
      case 'message':
        return this.saveMessage(db, form, part);
      case 'section':
        return this.saveSection(db, form, part);
      case 'delete_section':
        return this.deleteSection(db, form, part);
      case 'field':
        return this.saveField(db, form, part);
      case 'delete_field':
        return this.deleteField(db, form, part);
    }
  }

  private async saveMessage(db: EntityManager, form: Form, part: SaveFormMessageDto) {
    if (part.config) {
      const problems = configProblems(part.config);
      if (problems.length) throw new DomainError('invalid', problems.join('; '));
    }
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
    const saved = await db.save(Form, { ...form, ...changes });
    return this.store.loadFormDto(db, saved);
  }

  private async saveSection(db: EntityManager, form: Form, part: SaveSectionDto) {
    const input = part.section;
    let section: Section;
    if (isTemporaryId(input.id) || input.new === true) {
      section = db.create(Section, {
        id: randomUUID(),
        form_id: form.id,
        title: input.title,
        order: input.order ?? (await this.nextSectionOrder(db, form.id)),
        readonly: input.readonly ?? false,
        type_id: input.type_id ?? null,
      });
    } else {
      section = await this.findSection(db, form, input.id as string);
      section.title = input.title;
      if (input.order !== undefined) section.order = input.order;
      if (input.readonly !== undefined) section.readonly = input.readonly;
      if (input.type_id !== undefined) section.type_id = input.type_id;
    }
    await db.save(section);
    return this.store.sectionDto(db, section);
  }

  private async deleteSection(db: EntityManager, form: Form, part: DeleteSectionDto) {
    const section = await this.findSection(db, form, part.section.id);
    await db.delete(Section, { id: section.id });
    return { id: section.id, deleted: true as const };
  }

  private async saveField(db: EntityManager, form: Form, part: SaveFieldDto) {
    const input = part.field;
    const creating = isTemporaryId(input.id) || input.new === true;
    const existing = creating ? null : await this.findField(db, form, input.id as string);
    const sectionId = input.section_id ?? existing?.section_id;
    if (!sectionId) throw new DomainError('invalid', 'field.section_id should not be empty');
    if (sectionId !== existing?.section_id) {
      const section = await db.findOneBy(Section, { id: sectionId, form_id: form.id });
      if (!section) {
        throw new DomainError('invalid', 'field.section_id must be a section of this form');
      }
    }
    const decision = decideField(existing, input, part.deletedChoices);
    if (!decision.field) throw new DomainError('invalid', decision.problems.join('; '));
    const order =
      input.order ??
      (existing && existing.section_id === sectionId
        ? existing.order
        : await this.nextFieldOrder(db, sectionId));
    const field = db.create(Field, {
      ...(existing ?? {}),
      ...decision.field,
      id: existing?.id ?? randomUUID(),
      section_id: sectionId,
      order,
    });
    await db.save(field);
    return this.store.fieldDto(field);
  }

  private async deleteField(db: EntityManager, form: Form, part: DeleteFieldDto) {
    const field = await this.findField(db, form, part.field.id);
    await db.delete(Field, { id: field.id });
    return { id: field.id, deleted: true as const };
  }

  private async findSection(db: EntityManager, form: Form, id: string): Promise<Section> {
    const section = await db.findOneBy(Section, { id, form_id: form.id });
    if (!section) throw new DomainError('not_found', SECTION_NOT_FOUND);
    return section;
  }

  private async findField(db: EntityManager, form: Form, id: string): Promise<Field> {
    const field = await db
      .getRepository(Field)
      .createQueryBuilder('field')
      .innerJoin(Section, 'section', 'section.id = field.section_id')
      .where('field.id = :id AND section.form_id = :formId', { id, formId: form.id })
      .getOne();
    if (!field) throw new DomainError('not_found', FIELD_NOT_FOUND);
    return field;
  }

  private async nextSectionOrder(db: EntityManager, formId: string): Promise<number> {
    const [row] = await db.query<{ next: number }[]>(
      'SELECT coalesce(max("order") + 1, 0)::int AS next FROM sections WHERE form_id = $1',
      [formId],
    );
    return row?.next ?? 0;
  }

  private async nextFieldOrder(db: EntityManager, sectionId: string): Promise<number> {
    const [row] = await db.query<{ next: number }[]>(
      'SELECT coalesce(max("order") + 1, 0)::int AS next FROM fields WHERE section_id = $1',
      [sectionId],
    );
    return row?.next ?? 0;
  }
}
