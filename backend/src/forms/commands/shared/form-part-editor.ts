import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../../shared/domain-error';
import type { Form } from '../../entities/form.entity';
import { FormStore } from '../../form-store';

/**
 * Runs one of the builder's saves (PATCH /form/{id}) in one transaction holding the form's row
 * lock, and marks the form updated; a refused save changes nothing.
 */
@Injectable()
export class FormPartEditor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
  ) {}

  edit<T>(
    companyId: string,
    formId: string,
    bodyFormId: string | undefined,
    change: (db: EntityManager, form: Form) => Promise<T>,
  ): Promise<T> {
    if (bodyFormId !== undefined && bodyFormId !== formId) {
      throw new DomainError('invalid', 'form_id must be the id of the form in the address');
    }
    return this.dataSource.transaction(async (db) => {
      const form = await this.store.findForm(db, companyId, formId, true);
      const answer = await change(db, form);
      await db.query('UPDATE forms SET updated_at = now() WHERE id = $1', [form.id]);
      return answer;
    });
  }
}
