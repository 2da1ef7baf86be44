import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { DataTable } from '../../shared/components/data-table';

const columns: ColumnDef<JobListItem>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    sortingFn: 'alphanumeric',
    cell: ({ row }) => (
      <Link to={paths.job(row.original.id)} className="fw-medium text-decoration-none">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'created',
    accessorFn: (job) => Date.parse(job.created_at),
    header: 'Created',
    sortingFn: 'basic',
    cell: ({ row }) => formatDate(row.original.created_at),
  },
];

const BY_NAME: SortingState = [{ id: 'name', desc: false }];

export function JobsTable({ jobs }: { jobs: JobListItem[] }) {
  return (
    <DataTable
      data={jobs}
      columns={columns}
      getRowId={(job) => job.id}
      initialSorting={BY_NAME}
      emptyText="No jobs found"
    />
  );
}
