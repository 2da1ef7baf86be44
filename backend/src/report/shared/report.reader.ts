import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CompanyStatus } from '@job-intake/contracts/identity/company-api';
import { JOB_LISTS } from '@job-intake/contracts/jobs/job-status';
import type { ReportFilter, ReportRowDto } from '@job-intake/contracts/report/report-api';

/**
 * One statement, set-based over the read models: the lists' counts from job_list_counts (one row per
 * company and status), the jobs created in the range by index range scans of job_list_by_created
 * (company_id, status, created_at), the last change by job_list_search_by_updated's max, users from
 * memberships and forms not deleted. The range is whole UTC days, the end day included.
 */
const REPORT_SQL = `
  WITH chosen AS (
    SELECT id, name, status FROM companies WHERE status = ANY($3::text[])
  ), lists AS (
    SELECT company_id, jsonb_object_agg(status, jobs) AS jobs
      FROM job_list_counts
     WHERE company_id IN (SELECT id FROM chosen) AND status = ANY($4::text[])
     GROUP BY company_id
  ), members AS (
    SELECT company_id, count(*)::int AS users FROM memberships
     WHERE company_id IN (SELECT id FROM chosen) GROUP BY company_id
  ), live_forms AS (
    SELECT company_id, count(*)::int AS forms FROM forms
     WHERE deleted_at IS NULL AND company_id IN (SELECT id FROM chosen) GROUP BY company_id
  )
  SELECT c.id AS company_id, c.name, c.status,
         coalesce(l.jobs, '{}'::jsonb) AS jobs,
         (SELECT count(*)::int FROM job_list j
           WHERE j.company_id = c.id AND j.status = ANY($4::text[])
             AND j.created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
             AND j.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC') AS jobs_created,
         coalesce(m.users, 0) AS users,
         coalesce(f.forms, 0) AS forms,
         (SELECT max(j.updated_at) FROM job_list j WHERE j.company_id = c.id) AS last_activity
    FROM chosen c
    LEFT JOIN lists l ON l.company_id = c.id
    LEFT JOIN members m ON m.company_id = c.id
    LEFT JOIN live_forms f ON f.company_id = c.id
   ORDER BY lower(c.name), c.id`;

interface ReportSqlRow {
  company_id: string;
  name: string;
  status: CompanyStatus;
  jobs: Record<string, number>;
  jobs_created: number;
  users: number;
  forms: number;
  last_activity: Date | null;
}

/** The admin report's lines: one per company of the chosen statuses, by name. */
@Injectable()
export class ReportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows(filter: ReportFilter): Promise<ReportRowDto[]> {
    const rows: ReportSqlRow[] = await this.dataSource.query(REPORT_SQL, [
      filter.start_date,
      filter.end_date,
      filter.status,
      JOB_LISTS,
    ]);
    return rows.map(({ jobs, last_activity, ...row }) => ({
      ...row,
      jobs: Object.fromEntries(
        JOB_LISTS.map((list) => [list, Number(jobs[list] ?? 0)]),
      ) as ReportRowDto['jobs'],
      last_activity: last_activity?.toISOString() ?? null,
    }));
  }
}
