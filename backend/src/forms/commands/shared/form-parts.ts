import type { EntityManager } from 'typeorm';
import { DomainError } from '../../../shared/domain-error';
import { Field } from '../../entities/field.entity';
import type { Form } from '../../entities/form.entity';
import { Section } from '../../entities/section.entity';

export const SECTION_NOT_FOUND = 'Section not found';
export const FIELD_NOT_FOUND = 'Field not found';

/** The form's section, or 404. */
export async function findSection(db: EntityManager, form: Form, id: string): Promise<Section> {
  const section = await db.findOneBy(Section, { id, form_id: form.id });
  if (!section) throw new DomainError('not_found', SECTION_NOT_FOUND);
  return section;
}

/** A field of one of the form's sections, or 404. */
export async function findField(db: EntityManager, form: Form, id: string): Promise<Field> {
  const field = await db
    .getRepository(Field)
    .createQueryBuilder('field')
    .innerJoin(Section, 'section', 'section.id = field.section_id')
    .where('field.id = :id AND section.form_id = :formId', { id, formId: form.id })
    .getOne();
  if (!field) throw new DomainError('not_found', FIELD_NOT_FOUND);
  return field;
}
