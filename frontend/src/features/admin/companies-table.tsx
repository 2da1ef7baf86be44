import { formatDate } from '@job-intake/contracts/formatting/dates';
import {
  COMPANY_SORTS,
  type CompanyListResponse,
  type CompanyListItem,
  type CompanySort,
} from '@job-intake/contracts/identity/company-api';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ServerDataTable } from '../../shared/components/server-data-table';
import type { PageParams } from '../../shared/hooks/page-params';
import { companyColumns } from './company-columns';

const columns: ColumnDef<CompanyListItem>[] = [
  ...companyColumns<CompanyListItem>((company) => company.id, 'Name'),
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
    meta: { card: 'actions' },
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

interface CompaniesTableProps {
  page: CompanyListResponse;
  paging: PageParams<CompanySort>;
  onPagingChange: (changes: Partial<PageParams<CompanySort>>) => void;
  busy: boolean;
}

/** One page of the companies, sorted and paged by the server. */
export function CompaniesTable({ page, paging, onPagingChange, busy }: CompaniesTableProps) {
  return (
    <ServerDataTable
      rows={page.companies}
      shown={page}
      columns={columns}
      getRowId={(company) => company.id}
      sorts={COMPANY_SORTS}
      paging={paging}
      onPagingChange={onPagingChange}
      busy={busy}
      emptyText="There are no items to display..."
    />
  );
}
