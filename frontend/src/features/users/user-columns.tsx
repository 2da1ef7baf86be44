import type { CompanyUserRow } from '@job-intake/contracts/identity/users-api';
import type { ColumnDef } from '@tanstack/react-table';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';

/** The Application Users table's columns, sortable but for the edit and delete buttons. */
export function userColumns(actions: {
  onEdit: (user: CompanyUserRow) => void;
  onDelete: (user: CompanyUserRow) => void;
}): ColumnDef<CompanyUserRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      meta: { card: 'title' },
      accessorFn: (user) => user.name.toLowerCase(),
      cell: ({ row: { original: user } }) => (
        <span className="fw-semibold">
          {user.name}
          {user.is_self && (
            <Badge bg="primary-subtle" text="primary-emphasis" className="ms-2 fw-normal">
              You
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      accessorFn: (user) => user.email.toLowerCase(),
      cell: ({ row }) => <span className="text-break">{row.original.email}</span>,
    },
    {
      id: 'role',
      header: 'Role',
      accessorFn: (user) => user.role.name.toLowerCase(),
      cell: ({ row }) => row.original.role.name,
    },
    {
      id: 'cnt_id',
      header: 'CNT ID',
      accessorFn: (user) => user.cnt_id ?? '',
      cell: ({ row }) => row.original.cnt_id ?? <span className="text-body-secondary">—</span>,
    },
    {
      id: 'api_key',
      header: 'API Key',
      accessorFn: (user) => (user.has_api_key ? 1 : 0),
      cell: ({ row }) =>
        row.original.has_api_key ? (
          <Badge bg="success-subtle" text="success-emphasis">
            Set
          </Badge>
        ) : (
          <span className="text-body-secondary small">None</span>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      meta: { card: 'actions' },
      cell: ({ row: { original: user } }) => (
        <div className="d-flex justify-content-end gap-1">
          <Button
            variant="link"
            size="sm"
            className="text-secondary"
            aria-label={`Edit ${user.name}`}
            title="Edit"
            onClick={() => actions.onEdit(user)}
          >
            <PencilIcon />
          </Button>
          <Button
            variant="link"
            size="sm"
            className="text-danger"
            aria-label={`Delete ${user.name}`}
            title={user.is_self ? "You can't delete your own membership" : 'Delete'}
            disabled={user.is_self}
            onClick={() => actions.onDelete(user)}
          >
            <Trash2Icon />
          </Button>
        </div>
      ),
    },
  ];
}
