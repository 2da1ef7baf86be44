import type { JobListRow } from './job-list-row';

/** How many jobs a company has in a status moves by `jobs` (negative when they left it). */
export interface CountChange {
  company_id: string;
  status: string;
  jobs: number;
}

/**
 * The moves of job_list_counts from the rows a batch read (`before`) to the rows it writes
 * (`after`): each job leaves its old status and enters its new one; statuses that cancel out are
 * left alone. Rows without a company are counted nowhere.
 */
export function countChanges(
  before: readonly JobListRow[],
  after: readonly JobListRow[],
): CountChange[] {
  const moves = new Map<string, CountChange>();
  const move = (row: JobListRow, by: number) => {
    const { company_id: companyId, status } = row as { company_id: unknown; status: unknown };
    if (typeof companyId !== 'string' || typeof status !== 'string') return;
    const key = `${companyId} ${status}`;
    const change = moves.get(key) ?? { company_id: companyId, status, jobs: 0 };
    change.jobs += by;
    moves.set(key, change);
  };
  for (const row of before) move(row, -1);
  for (const row of after) move(row, +1);
  return [...moves.values()].filter((change) => change.jobs !== 0);
}
