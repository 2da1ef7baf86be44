import { z } from 'zod';
import { COMPANY_STATUSES, type CompanyStatus } from '../identity/company-api';
import type { JobListName } from '../jobs/job-status';

/** The admin report (spec section 2, /admin/report; section 7, POST /report). */
export const REPORT_PATH = 'report';
export const REPORT_XLSX_PATH = 'report/xlsx';

/** The statuses ticked when the page opens. */
export const DEFAULT_REPORT_STATUSES: readonly CompanyStatus[] = ['beta', 'active'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (field: string) =>
  z
    .string({
      required_error: `${field} is required.`,
      invalid_type_error: `${field} must be a date (YYYY-MM-DD).`,
    })
    .refine(isCalendarDay, { message: `${field} must be a date (YYYY-MM-DD).` });

const NOT_AN_OBJECT = 'The body must be an object {start_date, end_date, status}.';

/** The filter of POST /report and /report/xlsx, and of the report page's form. */
export const reportFilterSchema = z
  .object(
    {
      start_date: day('start_date'),
      end_date: day('end_date'),
      status: z
        .array(
          z.enum(COMPANY_STATUSES, {
            errorMap: () => ({ message: `status must hold only ${COMPANY_STATUSES.join(', ')}.` }),
          }),
          { required_error: 'status is required.', invalid_type_error: 'status must be a list.' },
        )
        .min(1, 'status: choose at least one company status.')
        .max(COMPANY_STATUSES.length, 'status: each company status at most once.')
        .refine((list) => new Set(list).size === list.length, {
          message: 'status: each company status at most once.',
        }),
    },
    { required_error: NOT_AN_OBJECT, invalid_type_error: NOT_AN_OBJECT },
  )
  .strict()
  .refine(
    ({ start_date, end_date }) =>
      !isCalendarDay(start_date) || !isCalendarDay(end_date) || end_date >= start_date,
    { path: ['end_date'], message: 'end_date must be on or after start_date.' },
  );

export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** Every problem of a filter, each naming its field. */
export function reportFilterProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field(s): ${issue.keys.join(', ')}.`
      : issue.message,
  );
}

/** One company's line of the report. */
export interface ReportRowDto {
  company_id: string;
  name: string;
  status: CompanyStatus;
  /** Its jobs now in each list (open, pending, submitted, archived). */
  jobs: Record<JobListName, number>;
  /** Its jobs created from start_date to end_date, both days included (UTC). */
  jobs_created: number;
  /** Users with a membership in the company. */
  users: number;
  /** Forms not deleted. */
  forms: number;
  /** When one of its jobs last changed (ISO), null without jobs. */
  last_activity: string | null;
}

export interface ReportResponse {
  filter: ReportFilter;
  companies: ReportRowDto[];
}

/** `job-intake-report-YYYY-MM-DD.xlsx`, dated the day it is made (UTC). */
export function reportFileName(now: Date): string {
  return `job-intake-report-${now.toISOString().slice(0, 10)}.xlsx`;
}
