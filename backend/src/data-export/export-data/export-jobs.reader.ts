import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { DataExportRequest } from '@job-intake/contracts/export/data-export-api';
import { JOB_SETTINGS_FIELDS } from '@job-intake/contracts/jobs/job-settings';
import type { ExportJobRow } from '../domain/export-columns';

export const EXPORT_BATCH_SIZE = 1000;

export interface ExportScope extends Omit<DataExportRequest, 'company_id' | 'download_id'> {
  readonly companyId: string;
}

const COLUMNS = [
  'id',
  'status',
  'created_at',
  'location_desc',
  'answer_data',
  ...JOB_SETTINGS_FIELDS,
];

/**
 * The chosen jobs of one company from the job list, a status at a time and in batches by
 * (created_at, id) after the last row read: each batch is a short scan of the
 * (company_id, status, created_at, id) index, so memory stays one batch however many jobs match.
 */
@Injectable()
export class ExportJobsReader {
  constructor(private readonly dataSource: DataSource) {}

  async *batches(scope: ExportScope): AsyncGenerator<ExportJobRow[]> {
    for (const status of scope.statuses) {
      let after: ExportJobRow | undefined;
      for (;;) {
        const rows = await this.batch(scope, status, after);
        if (rows.length > 0) yield rows;
        if (rows.length < EXPORT_BATCH_SIZE) break;
        after = rows[rows.length - 1];
      }
    }
  }

  /** The pinned form versions of the chosen jobs (a field's label comes from the version). */
  async forms(scope: ExportScope): Promise<FormSnapshot[]> {
    const where = filter(scope, 2);
    const rows: { snapshot: FormSnapshot }[] = await this.dataSource.query(
      `SELECT version.snapshot FROM form_versions version
        WHERE version.id::text IN (
          SELECT DISTINCT form_version_id FROM job_list
           WHERE company_id = $1 AND status = ANY($2) ${where.sql})
        ORDER BY version.snapshot ->> 'name', version.form_id, version.version DESC`,
      [scope.companyId, scope.statuses, ...where.params],
    );
    return rows.map((row) => row.snapshot);
  }

  private batch(
    scope: ExportScope,
    status: string,
    after: ExportJobRow | undefined,
  ): Promise<ExportJobRow[]> {
    const where = filter(scope, 2);
    const next = where.params.length + 3;
    const keyset = after ? `AND (created_at, id) > ($${next}, $${next + 1})` : '';
    return this.dataSource.query(
      `SELECT ${COLUMNS.join(', ')} FROM job_list
        WHERE company_id = $1 AND status = $2 ${where.sql} ${keyset}
        ORDER BY created_at, id LIMIT ${EXPORT_BATCH_SIZE}`,
      [scope.companyId, status, ...where.params, ...(after ? [after.created_at, after.id] : [])],
    );
  }
}

/** The date range (UTC days, both included) and the form, as parameters after the first `from`. */
function filter(scope: ExportScope, from: number): { sql: string; params: unknown[] } {
  const end = new Date(`${scope.created_to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const params: unknown[] = [`${scope.created_from}T00:00:00Z`, end.toISOString()];
  let sql = `AND created_at >= $${from + 1} AND created_at < $${from + 2}`;
  if (scope.form_id) {
    params.push(scope.form_id);
    sql += ` AND form_id = $${from + 3}`;
  }
  return { sql, params };
}
