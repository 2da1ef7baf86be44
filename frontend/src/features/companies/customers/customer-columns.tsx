import { contactRoleName, type CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { ColumnDef } from '@tanstack/react-table';
import Button from 'react-bootstrap/Button';

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
      cell: ({ row }) => <span className="fw-medium">{row.original.company}</span>,
    },
    { id: 'name', accessorKey: 'name', header: 'Name' },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) => row.original.role_desc || contactRoleName(row.original.contact_role),
    },
    { id: 'phone', accessorKey: 'phone', header: 'Phone' },
    {
      id: 'email',
      accessorKey: 'email',
      header: 'E-mail',
      cell: ({ row }) => <span className="text-break">{row.original.email}</span>,
    },
    { id: 'city', accessorKey: 'city', header: 'City' },
    { id: 'state', accessorKey: 'state', header: 'State' },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="d-flex justify-content-end gap-2 text-nowrap">
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`Edit ${presetTitle(row.original)}`}
            onClick={() => onEdit(row.original)}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Delete ${presetTitle(row.original)}`}
            onClick={() => onDelete(row.original)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
}
