import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { FormSnapshot, FormVersionDto } from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../../shared/domain-error';
import { contentHash, toSnapshot } from '../domain/form-dto';
import { Form } from '../entities/form.entity';
import { FormVersion } from '../entities/form-version.entity';
import { FormStore } from '../form-store';

export interface SnapshotForNewJob {
  readonly form_version_id: string;
  readonly version: number;
  readonly snapshot: FormSnapshot;
}

export const FORM_VERSION_NOT_FOUND = 'Form version not found';

/**
 * Published versions of forms (docs/decisions/0005-form-versions.md). A new job stores the id
 * of the version it was created with and always renders from that snapshot, so editing the live
 * form never changes what an existing job asked or answered.
 */
@Injectable()
export class FormVersions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
  ) {}

  /**
   * The version a job created now is collected through: the latest one when the live form's
   * content is unchanged (same hash), otherwise a new version N+1. The form row is locked, so
   * concurrent callers and edits are serialised and never publish the same number twice.
   * 404 for a missing, deleted or other company's form. Whether the form may be offered
   * (active and mapped) is the caller's rule.
   */
  snapshotForNewJob(companyId: string, formId: string): Promise<SnapshotForNewJob> {
    return this.dataSource.transaction(async (db) => {
      const form = await this.store.findForm(db, companyId, formId, true);
      const snapshot = toSnapshot(await this.store.loadFormDto(db, form));
      const hash = contentHash(snapshot);
      const latest = await db.findOne(FormVersion, {
        where: { form_id: form.id },
        order: { version: 'DESC' },
      });
      if (latest?.content_hash === hash) {
        return { form_version_id: latest.id, version: latest.version, snapshot: latest.snapshot };
      }
      const created = await db.save(
        db.create(FormVersion, {
          id: randomUUID(),
          form_id: form.id,
          version: (latest?.version ?? 0) + 1,
          content_hash: hash,
          snapshot,
        }),
      );
      return { form_version_id: created.id, version: created.version, snapshot };
    });
  }

  /**
   * A stored version by id (also of a form deleted since). With a company id, a version of
   * another company's form is 404 like a missing one.
   */
  async getVersion(id: string, companyId?: string): Promise<FormVersionDto> {
    const query = this.dataSource
      .getRepository(FormVersion)
      .createQueryBuilder('version')
      .withDeleted()
      .where('version.id = :id', { id });
    if (companyId) {
      query
        .innerJoin(Form, 'form', 'form.id = version.form_id')
        .andWhere('form.company_id = :companyId', { companyId });
    }
    const version = /^[0-9a-f-]{36}$/i.test(id) ? await query.getOne() : null;
    if (!version) throw new DomainError('not_found', FORM_VERSION_NOT_FOUND);
    return {
      id: version.id,
      form_id: version.form_id,
      version: version.version,
      content_hash: version.content_hash,
      snapshot: version.snapshot,
      created_at: version.created_at.toISOString(),
    };
  }
}
