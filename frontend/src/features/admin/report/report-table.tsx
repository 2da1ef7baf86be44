import { formatDate } from '@job-intake/contracts/formatting/dates';
import { JOB_STATUS_LABELS } from '@job-intake/contracts/jobs/job-status';
import type { ReportRowDto } from '@job-intake/contracts/report/report-api';
import type { ColumnDef } from '@tanstack/react-table';
import { formatCount } from '../../../shared/components/count-format';
import { DataTable } from '../../../shared/components/data-table';
import type { DataTableLook } from '../../../shared/components/data-table-grid';
import { companyColumns } from '../company-columns';
import styles from './report-table.module.css';

const count = (
  id: string,
  header: string,
  value: (row: ReportRowDto) => number,
): ColumnDef<ReportRowDto> => ({
  id,
  accessorFn: value,
  header,
  sortingFn: 'basic',
  sortDescFirst: true,
  cell: ({ getValue }) => formatCount(getValue<number>()),
});

const columns: ColumnDef<ReportRowDto>[] = [
  ...companyColumns<ReportRowDto>((row) => row.company_id, 'Company'),
  count('open', JOB_STATUS_LABELS.open, (row) => row.jobs.open),
  count('pending', JOB_STATUS_LABELS.pending, (row) => row.jobs.pending),
  count('submitted', JOB_STATUS_LABELS.submitted, (row) => row.jobs.submitted),
  count('archived', JOB_STATUS_LABELS.archived, (row) => row.jobs.archived),
  count('created', 'Created', (row) => row.jobs_created),
  count('users', 'Users', (row) => row.users),
  count('forms', 'Forms', (row) => row.forms),
  {
    id: 'last_activity',
    accessorFn: (row) => (row.last_activity ? Date.parse(row.last_activity) : 0),
    header: 'Last activity',
    sortingFn: 'basic',
    sortDescFirst: true,
    cell: ({ row }) => formatDate(row.original.last_activity) || '—',
  },
];

// Ten columns fit a desktop: smaller text, narrower padding, and the counts' headers never wrap.
const LOOK: DataTableLook = {
  table: `small ${styles.compact}`,
  headerCell: (id) => (id === 'name' ? 'px-2' : 'px-2 text-nowrap'),
  cell: (id) => (id === 'name' ? 'px-2' : 'px-2 text-nowrap'),
};

/** The report's lines, sortable in the browser (one per company: few enough to hold). */
export function ReportTable({ rows }: { rows: ReportRowDto[] }) {
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => row.company_id}
      initialSorting={[{ id: 'name', desc: false }]}
      look={LOOK}
      emptyText="No company has the chosen statuses."
    />
  );
}
