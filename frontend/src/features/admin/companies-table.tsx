import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { CompanyListItem } from '@job-intake/contracts/identity/company-api';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { DataTable } from '../../shared/components/data-table';
import { CompanyStatusBadge } from './company-status-badge';

const columns: ColumnDef<CompanyListItem>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    sortingFn: 'alphanumeric',
    cell: ({ row }) => (
      <Link to={paths.adminCompany(row.original.id)} className="fw-medium text-decoration-none">
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
  {
    id: 'created',
    accessorFn: (company) => Date.parse(company.created_at),
    header: 'Created',
    sortingFn: 'basic',
    cell: ({ row }) => formatDate(row.original.created_at),
  },
  {
    id: 'users',
    accessorKey: 'user_count',
    header: 'Users',
    sortingFn: 'basic',
  },
  {
    id: 'links',
    header: () => <span className="visually-hidden">Links</span>,
    enableSorting: false,
    cell: ({ row }) => <CompanyLinks company={row.original} />,
  },
];

function CompanyLinks({ company }: { company: CompanyListItem }) {
  const links = [
    { label: 'Settings', to: paths.adminCompany(company.id) },
    { label: 'Users', to: paths.adminCompanyUsers(company.id) },
    { label: 'Forms', to: paths.adminCompanyForms(company.id) },
  ];
  return (
    <div
      role="group"
      aria-label={`${company.name} links`}
      className="d-flex justify-content-end gap-2"
    >
      {links.map((link) => (
        <Link key={link.label} to={link.to} className="btn btn-sm btn-outline-secondary">
          {link.label}
        </Link>
      ))}
    </div>
  );
}

const BY_NAME: SortingState = [{ id: 'name', desc: false }];

export function CompaniesTable({ companies }: { companies: CompanyListItem[] }) {
  return (
    <DataTable
      data={companies}
      columns={columns}
      getRowId={(company) => company.id}
      initialSorting={BY_NAME}
      emptyText="There are no items to display..."
    />
  );
}
