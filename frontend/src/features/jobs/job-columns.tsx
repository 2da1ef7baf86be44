import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { ColumnChoice } from '@job-intake/contracts/identity/identity-api';
import type { JobListItem, JobSort } from '@job-intake/contracts/jobs/jobs-api';
import type { JobListName } from '@job-intake/contracts/jobs/job-status';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { NamedProgressBar } from '../../shared/components/named-progress-bar';
import { LinkIcon, NotebookTextIcon, PaperclipIcon } from 'lucide-react';
import { DirectNo } from './direct-no';
import { JobStatusBadge } from './job-status-badge';
import styles from './jobs-table.module.css';

/** Which columns a table shows: those of a list, or of the search results. */
export type JobColumnSet = JobListName | 'search';

/**
 * A column of a job table, its id the sort id the server orders it by (JOB_SORTS): the server
 * sorts, so a column only says what it shows and which direction a first click asks for.
 */
type JobColumn = ColumnDef<JobListItem>;

/** A date column, newest first on a first click. */
function dateColumn(
  id: JobSort,
  header: string,
  value: (job: JobListItem) => string | null,
): JobColumn {
  return {
    id,
    header,
    accessorFn: value,
    sortDescFirst: true,
    cell: ({ row }) => formatDate(value(row.original)),
  };
}

function textColumn(
  id: JobSort,
  header: string,
  value: (job: JobListItem) => string | null,
): JobColumn {
  return {
    id,
    header,
    accessorFn: (job) => value(job) ?? '',
    cell: ({ row }) => value(row.original) ?? '',
  };
}

/** The files, links and notes counts, headed by an icon. */
function countColumn(id: 'files' | 'links' | 'notes', label: string, icon: ReactNode): JobColumn {
  return {
    id,
    accessorKey: id,
    header: () => (
      <span title={label}>
        {icon}
        <span className="visually-hidden">{label}</span>
      </span>
    ),
    sortDescFirst: true,
    meta: { card: 'inline', label },
    cell: ({ row }) => {
      const count = row.original[id];
      return <span className={count ? undefined : 'text-body-tertiary'}>{count}</span>;
    },
  };
}

const nameColumn: JobColumn = {
  id: 'name',
  accessorKey: 'name',
  header: 'Name',
  meta: { card: 'title' },
  cell: ({ row }) => (
    <Link
      to={paths.job(row.original.id)}
      className={`${styles.name} fw-medium text-decoration-none`}
    >
      {row.original.name}
    </Link>
  ),
};

const progressColumn: JobColumn = {
  id: 'progress',
  header: 'Progress',
  accessorFn: (job) => job.progress.percent,
  sortDescFirst: true,
  cell: ({ row }) => (
    <NamedProgressBar
      percent={row.original.progress.percent}
      label={`${row.original.name} progress`}
      className={styles.progress}
    />
  ),
};

const logoColumn: JobColumn = {
  id: 'logo',
  header: 'Logo',
  accessorFn: (job) => job.form_variant?.title ?? '',
  cell: ({ row }) => {
    const variant = row.original.form_variant;
    if (!variant) return '';
    return variant.logo_url ? (
      <img
        src={variant.logo_url}
        alt={variant.title}
        title={variant.title}
        className={styles.logo}
      />
    ) : (
      variant.title
    );
  },
};

const locationColumn = textColumn('location', 'Location', (job) => job.location_desc);

const directNoColumn: JobColumn = {
  ...textColumn('direct_no', 'Direct Number', (job) => job.direct_no),
  cell: ({ row }) => row.original.direct_no && <DirectNo directNo={row.original.direct_no} />,
};

/** The Open list's columns; the logo-or-location column follows the user's column_choice. */
function openColumns(columnChoice: ColumnChoice): JobColumn[] {
  return [
    countColumn('files', 'Files', <PaperclipIcon />),
    countColumn('links', 'Links', <LinkIcon />),
    countColumn('notes', 'Notes', <NotebookTextIcon />),
    nameColumn,
    textColumn('reference', 'Reference', (job) => job.reference_no),
    progressColumn,
    columnChoice === 'location' ? locationColumn : logoColumn,
    textColumn('entry_user', 'Entry User', (job) => job.entry_user),
    dateColumn('created', 'Created', (job) => job.created_at),
  ];
}

/** Spec section 2, Jobs page: every list shows the Open columns plus its own. */
export function columnsFor(set: JobColumnSet, columnChoice: ColumnChoice): JobColumn[] {
  const base = openColumns(columnChoice);
  switch (set) {
    case 'open':
      return base;
    case 'pending':
      return [...base, dateColumn('review_at', 'Marked for Review', (job) => job.review_at)];
    case 'submitted':
      return [
        ...base,
        directNoColumn,
        textColumn('imported_by', 'Imported By', (job) => job.imported_by),
        dateColumn('imported_at', 'Date Imported', (job) => job.imported_at),
      ];
    case 'archived':
      return [...base, dateColumn('archived_at', 'Archived On', (job) => job.archived_at)];
    case 'search':
      return [
        ...base,
        {
          id: 'status',
          header: 'Status',
          accessorKey: 'status',
          cell: ({ row }) => <JobStatusBadge status={row.original.status} />,
        },
      ];
  }
}
