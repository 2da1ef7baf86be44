import type { Pool } from 'pg';
import type { NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import {
  clampPage,
  pageOffset,
  type PageSize,
  type SortDirection,
} from '@job-intake/contracts/paging';
import { iso } from './job-list-rows';

export interface JobNotesPage {
  notes: NoteDto[];
  total: number;
  /** The page shown: the one asked for, or the last one when that lies past the end. */
  page: number;
}

/**
 * A page of a job's notes ($1 the job, $2 the size, $3 the offset) in the order they were added:
 * the stream's revision, unique within the job, read through the index on (job_id, revision)
 * forwards or backwards, without a sort.
 */
export function jobNotesPageSql(dir: SortDirection): string {
  return `SELECT n.id, n.description, u.name, n.created_at FROM job_notes n
     LEFT JOIN users u ON u.id = n.user_id
     WHERE n.job_id = $1 ORDER BY n.revision ${dir === 'asc' ? 'ASC' : 'DESC'}
     LIMIT $2 OFFSET $3`;
}

/** One page of a job's notes and their total, newest first unless `dir` is asc. */
export async function readJobNotesPage(
  pool: Pool,
  jobId: string,
  request: { page: number; size: PageSize; dir: SortDirection },
): Promise<JobNotesPage> {
  const { rows: counted } = await pool.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM job_notes WHERE job_id = $1',
    [jobId],
  );
  const total = counted[0]?.total ?? 0;
  const page = clampPage(request.page, total, request.size);
  const { rows } = await pool.query<{
    id: string;
    description: string;
    name: string | null;
    created_at: Date;
  }>(jobNotesPageSql(request.dir), [jobId, request.size, pageOffset(page, request.size)]);
  const notes = rows.map((note) => ({
    id: note.id,
    description: note.description,
    user: { name: note.name ?? 'Guest' },
    created_at: iso(note.created_at),
  }));
  return { notes, total, page };
}
