import type { CompanyStatus } from '@job-intake/contracts/identity/company-api';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CompanyStatusBadge } from './company-status-badge';

interface CompanyLine {
  name: string;
  status: CompanyStatus;
}

/** A company's name, linking to its settings, and its status badge: the admin tables' first columns. */
export function companyColumns<Row extends CompanyLine>(
  idOf: (row: Row) => string,
  nameHeader: string,
): ColumnDef<Row>[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: nameHeader,
      meta: { card: 'title' },
      sortingFn: 'alphanumeric',
      cell: ({ row }) => (
        <Link
          to={paths.adminCompany(idOf(row.original))}
          className="fw-medium text-decoration-none"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <CompanyStatusBadge status={row.original.status} />,
    },
  ];
}
