import type { ColumnChoice } from '@job-intake/contracts/identity/identity-api';
import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { PageSize } from '@job-intake/contracts/paging';
import type { SortingState } from '@tanstack/react-table';
import { DataTable } from '../../shared/components/data-table';
import type { DataTableLook } from '../../shared/components/data-table-grid';
import { columnsFor, type JobColumnSet } from './job-columns';
import styles from './jobs-table.module.css';

const BY_NAME: SortingState = [{ id: 'name', desc: false }];

/** The icon-headed count columns are kept narrow. */
const COUNT_COLUMNS: ReadonlySet<string> = new Set(['files', 'links', 'notes']);

/** Job lists are denser than other tables and hide the arrow of an unsorted column. */
const JOBS_LOOK: DataTableLook = {
  table: styles.table,
  headerCell: (id) => (COUNT_COLUMNS.has(id) ? styles.count : `${styles.cell} text-nowrap`),
  cell: (id) => (COUNT_COLUMNS.has(id) ? styles.count : styles.cell),
  sortButton: 'text-nowrap',
  idleArrow: styles.idleArrow,
};

interface JobsTableProps {
  jobs: JobListItem[];
  columnSet: JobColumnSet;
  columnChoice: ColumnChoice;
  pageSize: PageSize;
  emptyText: string;
}

/**
 * A sortable, paginated job list. Lists start sorted by name; search results keep the order the
 * server found them in.
 */
export function JobsTable({ jobs, columnSet, columnChoice, pageSize, emptyText }: JobsTableProps) {
  return (
    <DataTable
      data={jobs}
      columns={columnsFor(columnSet, columnChoice)}
      getRowId={(job) => job.id}
      initialSorting={columnSet === 'search' ? [] : BY_NAME}
      initialPageSize={pageSize}
      emptyText={emptyText}
      look={JOBS_LOOK}
    />
  );
}
