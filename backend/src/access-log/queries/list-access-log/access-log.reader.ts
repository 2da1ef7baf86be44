import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  AccessLogEntry,
  AccessLogPage,
  AccessLogQuery,
  AccessLogSort,
} from '@job-intake/contracts/audit/access-log-api';
import { containsPattern, readPage, type PagedList } from '../../../database/paged-query';

interface AccessLogRow {
  id: string;
  at: Date;
  kind: AccessLogEntry['kind'];
  user_id: string;
  user_name: string;
  user_email: string;
  job_id: string | null;
  detail: Record<string, unknown>;
}

/** One page of a company's access log, newest first, by job, kind and person. */
@Injectable()
export class AccessLogReader {
  constructor(private readonly db: DataSource) {}

  async page(companyId: string, query: AccessLogQuery): Promise<AccessLogPage> {
    const { rows, ...page } = await readPage<AccessLogRow, AccessLogSort>(
      this.db,
      listOf(companyId, query),
      query,
    );
    return { ...page, entries: rows.map(entryOf) };
  }
}

function listOf(companyId: string, { job_id, kind, q }: AccessLogQuery): PagedList<AccessLogSort> {
  const params: unknown[] = [companyId];
  const where = ['company_id = $1'];
  const filter = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (job_id) filter((p) => `job_id = ${p}`, job_id);
  if (kind?.length) filter((p) => `kind = ANY(${p})`, kind);
  if (q) filter((p) => `(user_name ILIKE ${p} OR user_email ILIKE ${p})`, containsPattern(q));
  return {
    select: 'id::text AS id, at, kind, user_id, user_name, user_email, job_id, detail',
    from: `FROM access_log WHERE ${where.join(' AND ')}`,
    params,
    sorts: { at: 'at' },
    tieBreaker: 'id',
    defaultSort: { sort: 'at', dir: 'desc' },
  };
}

function entryOf(row: AccessLogRow): AccessLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    job_id: row.job_id,
    detail: row.detail,
  };
}
