import type { PageInfo, PageQuery } from '../paging';

/**
 * The access log (issue 30 item 8): who read a job's History, downloaded its audit record or
 * exported data, as auditors see it. docs/decisions/0046-audit-records-and-access-log.md.
 */
export const ACCESS_KINDS = ['job_history', 'audit_record', 'data_export'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_LOG_SORTS = ['at'] as const;
export type AccessLogSort = (typeof ACCESS_LOG_SORTS)[number];

export interface AccessLogEntry {
  id: string;
  at: string;
  kind: AccessKind;
  /** The person as they were named when they read. */
  user: { id: string; name: string; email: string };
  job_id: string | null;
  /** What was read: the export's filters, the History page or time-travel entry. */
  detail: Record<string, unknown>;
}

/** GET /access-log: newest first; `q` finds a person by name or e-mail. */
export interface AccessLogQuery extends PageQuery<AccessLogSort> {
  job_id?: string;
  kind?: AccessKind[];
  q?: string;
}

export interface AccessLogPage extends PageInfo<AccessLogSort> {
  entries: AccessLogEntry[];
  total: number;
}
