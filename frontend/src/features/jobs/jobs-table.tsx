import type { ColumnChoice } from '@job-intake/contracts/identity/identity-api';
import { JOB_SORTS, type JobListItem, type JobSort } from '@job-intake/contracts/jobs/jobs-api';
import { useMemo } from 'react';
import type { DataTableLook } from '../../shared/components/data-table-grid';
import { ServerDataTable, type ShownPage } from '../../shared/components/server-data-table';
import type { PageParams } from '../../shared/hooks/page-params';
import { columnsFor, type JobColumnSet } from './job-columns';
import styles from './jobs-table.module.css';

/** The icon-headed count columns are kept narrow. */
const COUNT_COLUMNS: ReadonlySet<string> = new Set(['files', 'links', 'notes']);

/**
 * Job lists are denser than other tables: a header of two words may take two lines, and the arrow
 * of an unsorted column takes no room, so that the Submitted list's twelve columns fit 1280 px.
 */
const JOBS_LOOK: DataTableLook = {
  table: styles.table,
  headerCell: (id) => (COUNT_COLUMNS.has(id) ? styles.count : styles.cell),
  cell: (id) => (COUNT_COLUMNS.has(id) ? styles.count : styles.cell),
  idleArrow: styles.idleArrow,
};

export interface JobsTableProps {
  /** The page of jobs shown, which page it is and how many the whole list holds. */
  jobs: JobListItem[];
  shown: ShownPage;
  columnSet: JobColumnSet;
  columnChoice: ColumnChoice;
  paging: PageParams<JobSort>;
  onPagingChange: (changes: Partial<PageParams<JobSort>>) => void;
  busy: boolean;
  emptyText: string;
}

/** One page of a job list or of the search results, sorted and paged by the server. */
export function JobsTable({ columnSet, columnChoice, jobs, ...table }: JobsTableProps) {
  const columns = useMemo(() => columnsFor(columnSet, columnChoice), [columnSet, columnChoice]);
  return (
    <ServerDataTable
      rows={jobs}
      columns={columns}
      getRowId={(job) => job.id}
      sorts={JOB_SORTS}
      look={JOBS_LOOK}
      {...table}
    />
  );
}
