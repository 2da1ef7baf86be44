import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../../../shared/domain-error';
import { Field } from '../../entities/field.entity';
import { Section } from '../../entities/section.entity';
import { FormStore } from '../../form-store';
import type { FieldOrderDto, SectionOrderDto } from './reorder.request.dto';

/**
 * Drag-and-drop orders. Every item must belong to one form of the caller's company (a field may
 * move to another section of that form); otherwise 400 and nothing changes.
 */
@Injectable()
export class ReorderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
  ) {}

  reorderFields(companyId: string, items: readonly FieldOrderDto[]): Promise<FormDto> {
    checkList(items, 'field');
    return this.dataSource.transaction(async (db) => {
      const fieldIds = items.map((item) => item.id);
      const formId = await this.lockOwningForm(db, companyId, 'fields', fieldIds);
      const owners = await db.query<{ id: string }[]>(
        `SELECT field.id FROM fields field JOIN sections section ON section.id = field.section_id
          WHERE field.id = ANY($1) AND section.form_id = $2`,
        [fieldIds, formId],
      );
      if (owners.length !== fieldIds.length) throw sameFormError('field');
      const sectionIds = [...new Set(items.map((item) => item.section_id))];
      const sections = await db.countBy(Section, { id: In(sectionIds), form_id: formId });
      if (sections !== sectionIds.length) {
        throw new DomainError('invalid', 'Every section_id must be a section of the same form.');
      }
      for (const item of items) {
        await db.update(Field, { id: item.id }, { order: item.order, section_id: item.section_id });
      }
      return this.finish(db, companyId, formId);
    });
  }

  reorderSections(companyId: string, items: readonly SectionOrderDto[]): Promise<FormDto> {
    checkList(items, 'section');
    return this.dataSource.transaction(async (db) => {
      const sectionIds = items.map((item) => item.id);
      const formId = await this.lockOwningForm(db, companyId, 'sections', sectionIds);
      const owned = await db.countBy(Section, { id: In(sectionIds), form_id: formId });
      if (owned !== sectionIds.length) throw sameFormError('section');
      for (const item of items) await db.update(Section, { id: item.id }, { order: item.order });
      return this.finish(db, companyId, formId);
    });
  }

  /** The one live form of the company the rows belong to, locked; 400 when there is not exactly one. */
  private async lockOwningForm(
    db: EntityManager,
    companyId: string,
    table: 'fields' | 'sections',
    ids: readonly string[],
  ): Promise<string> {
    const join =
      table === 'fields'
        ? 'FROM fields item JOIN sections section ON section.id = item.section_id'
        : 'FROM sections item JOIN sections section ON section.id = item.id';
    const rows = await db.query<{ form_id: string; n: number }[]>(
      `SELECT section.form_id, count(*)::int AS n ${join}
         JOIN forms form ON form.id = section.form_id
        WHERE item.id = ANY($1) AND form.company_id = $2 AND form.deleted_at IS NULL
        GROUP BY section.form_id`,
      [ids, companyId],
    );
    const kind = table === 'fields' ? 'field' : 'section';
    const [only] = rows;
    if (rows.length !== 1 || !only || only.n !== ids.length) throw sameFormError(kind);
    await this.store.findForm(db, companyId, only.form_id, true);
    return only.form_id;
  }

  private async finish(db: EntityManager, companyId: string, formId: string): Promise<FormDto> {
    await db.query('UPDATE forms SET updated_at = now() WHERE id = $1', [formId]);
    return this.store.loadFormDto(db, await this.store.findForm(db, companyId, formId));
  }
}

function checkList(items: readonly { id: string }[], kind: 'field' | 'section'): void {
  if (items.length === 0) throw new DomainError('invalid', `Send at least one ${kind} to reorder.`);
  if (new Set(items.map((item) => item.id)).size !== items.length) {
    throw new DomainError('invalid', `Each ${kind} may appear only once.`);
  }
}

function sameFormError(kind: 'field' | 'section'): DomainError {
  return new DomainError(
    'invalid',
    `Every ${kind} must be a saved ${kind} of the same form of your company; nothing was reordered.`,
  );
}
