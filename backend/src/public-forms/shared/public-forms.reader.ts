import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Pool } from 'pg';
import {
  VARIANT_UUID_PATTERN,
  type FormSnapshot,
  type FormVariantDto,
} from '@job-intake/contracts/forms/forms-api';
import { PUBLIC_FORM_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { PG_POOL } from '../../database/database.module';
import { FormStore } from '../../forms/form-store';
import { toSnapshot } from '../../forms/domain/form-dto';
import { FormVersions, type SnapshotForNewJob } from '../../forms/versions/form-versions.service';
import { DomainError } from '../../shared/domain-error';

/** The public new-job form behind an appid, as the live form reads now. */
export interface PublicForm {
  readonly companyId: string;
  /** The form's company, which the page names to the guest. */
  readonly companyName: string;
  readonly formId: string;
  /** The logo variant the appid names (the Default stand-in for a form without variants). */
  readonly variant: FormVariantDto;
  readonly snapshot: FormSnapshot;
}

export interface JobCreatorUser {
  readonly id: string;
  readonly name: string;
}

const CNT_ID = /^\d{1,18}$/;

/**
 * The active, mapped form whose live logo variant has this uuid ($1), or the form of this id ($2,
 * when the appid is a uuid) if it has no live variants: its Default stand-in carries the form's
 * id as uuid. Both branches are index lookups.
 */
const FORM_OF_APPID = `
  SELECT f.id, f.company_id, c.name AS company_name
  FROM form_variants v JOIN forms f ON f.id = v.form_id JOIN companies c ON c.id = f.company_id
  WHERE v.uuid = $1 AND v.deleted_at IS NULL
    AND f.deleted_at IS NULL AND f.status = 'active' AND f.mapped
  UNION ALL
  SELECT f.id, f.company_id, c.name AS company_name
  FROM forms f JOIN companies c ON c.id = f.company_id
  WHERE f.id = $2::uuid AND f.deleted_at IS NULL AND f.status = 'active' AND f.mapped
    AND NOT EXISTS (SELECT 1 FROM form_variants v WHERE v.form_id = f.id AND v.deleted_at IS NULL)`;

const USER_OF_CONTACT = `
  SELECT u.id, u.name FROM users u JOIN memberships m ON m.user_id = u.id
  WHERE m.company_id = $1 AND u.cnt_id = $2 ORDER BY u.created_at, u.id LIMIT 1`;

const USER_OF_DEFAULT_CONTACT = `
  SELECT u.id, u.name FROM companies c
  JOIN memberships m ON m.company_id = c.id JOIN users u ON u.id = m.user_id
  WHERE c.id = $1 AND c.contact_id IS NOT NULL AND u.cnt_id = c.contact_id
  ORDER BY u.created_at, u.id LIMIT 1`;

/** What the public form (/new/{appid}[/{cntid}]) reads: the form, its variant, the creator. */
@Injectable()
export class PublicForms {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly forms: FormStore,
    private readonly versions: FormVersions,
  ) {}

  /** 404 PUBLIC_FORM_NOT_FOUND unless the appid names an active, mapped form. Reads only. */
  async find(appid: string): Promise<PublicForm> {
    const { rows } = VARIANT_UUID_PATTERN.test(appid)
      ? await this.pool.query<{ id: string; company_id: string; company_name: string }>(
          FORM_OF_APPID,
          [appid, isUUID(appid) ? appid : null],
        )
      : { rows: [] };
    const row = rows[0];
    if (!row) throw notFound();
    const manager = this.forms.manager;
    const form = await this.forms.loadFormDto(
      manager,
      await this.forms.findForm(manager, row.company_id, row.id),
    );
    const variant = form.form_variant.find((candidate) => candidate.uuid === appid);
    if (!variant) throw notFound();
    return {
      companyId: row.company_id,
      companyName: row.company_name,
      formId: row.id,
      variant,
      snapshot: toSnapshot(form),
    };
  }

  /** The published version a job created now on the form is pinned to (ADR 0005). */
  pinnedVersion(form: PublicForm): Promise<SnapshotForNewJob> {
    return this.versions.snapshotForNewJob(form.companyId, form.formId);
  }

  /**
   * A public job's creator: the user of the link's contact id (cnt_id) in the form's company, else
   * the company's default contact's, else none. A contact id naming nobody there is treated as no
   * contact id, so neither the form nor the submission tells which contact ids exist.
   */
  async creator(companyId: string, cntId: string | null): Promise<JobCreatorUser | null> {
    const contact =
      cntId && CNT_ID.test(cntId) ? await this.userOf(USER_OF_CONTACT, [companyId, cntId]) : null;
    return contact ?? this.userOf(USER_OF_DEFAULT_CONTACT, [companyId]);
  }

  private async userOf(sql: string, params: string[]): Promise<JobCreatorUser | null> {
    const { rows } = await this.pool.query<JobCreatorUser>(sql, params);
    return rows[0] ?? null;
  }
}

function notFound(): DomainError {
  return new DomainError('not_found', PUBLIC_FORM_NOT_FOUND);
}
