import { contactRoleName, type CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { ColumnDef } from '@tanstack/react-table';
import { EditDeleteButtons } from '../../../shared/components/edit-delete-buttons';

export interface CustomerActions {
  onEdit: (customer: CustomerPresetDto) => void;
  onDelete: (customer: CustomerPresetDto) => void;
}

const presetTitle = (customer: CustomerPresetDto) => customer.company || customer.name;

/** The Customers table's columns; the ids that are sort ids (CUSTOMER_SORTS) sort on the server. */
export function customerColumns({
  onEdit,
  onDelete,
}: CustomerActions): ColumnDef<CustomerPresetDto>[] {
  return [
    { id: 'id', accessorKey: 'id', header: '#' },
    {
      id: 'company',
      accessorKey: 'company',
      header: 'Company',
      meta: { card: 'title' },
      cell: ({ row }) =>
        row.original.company && <span className="fw-medium">{row.original.company}</span>,
    },
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <>
          {row.original.name}
          {[row.original.email, row.original.phone].filter(Boolean).map((detail) => (
            <div key={detail} className="small text-body-secondary">
              {detail}
            </div>
          ))}
        </>
      ),
    },
    {
      id: 'role',
      accessorFn: (customer) => customer.role_desc || contactRoleName(customer.contact_role),
      header: 'Role',
    },
    {
      id: 'city',
      accessorKey: 'city',
      header: 'City',
      cell: ({ row }) => [row.original.city, row.original.state].filter(Boolean).join(', '),
    },
    {
      id: 'actions',
      // The hidden name's containing block stays inside the table's scroller: positioned against
      // the page, it would widen a phone's page to where the column sits.
      header: () => (
        <span className="position-relative">
          <span className="visually-hidden">Actions</span>
        </span>
      ),
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <EditDeleteButtons
          name={presetTitle(row.original)}
          onEdit={() => onEdit(row.original)}
          onDelete={() => onDelete(row.original)}
        />
      ),
    },
  ];
}
