import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { errorMessage } from '../../shared/api/api-error';
import { DataTable } from '../../shared/components/data-table';
import { LoadingState } from '../../shared/components/loading-state';
import { PencilIcon } from 'lucide-react';
import { permissionLabel } from '../../shared/ui/permission-labels';
import { RoleModal } from './role-modal';
import { SectionCard } from './section-card';
import { type CompanyScope, useListRolesQuery } from './users-api';

interface RolesCardProps {
  scope: CompanyScope;
  /** Adding and editing roles needs the workflows permission (spec section 6). */
  canEdit: boolean;
}

/** The User Roles card: the company's roles with their permissions, and the role modal. */
export function RolesCard({ scope, canEdit }: RolesCardProps) {
  const roles = useListRolesQuery(scope);
  const [editing, setEditing] = useState<CompanyRoleDto | 'new' | null>(null);
  const columns = useMemo(() => roleColumns(canEdit ? setEditing : null), [canEdit]);

  return (
    <SectionCard
      title="User Roles"
      count={roles.data?.length}
      description="What each role may do. Assignable roles can own a workflow step."
      actions={canEdit && <Button onClick={() => setEditing('new')}>+ Add Role</Button>}
    >
      {roles.data ? (
        <DataTable
          data={roles.data}
          columns={columns}
          getRowId={(role) => role.id}
          initialSorting={[{ id: 'name', desc: false }]}
          emptyText="No roles found"
        />
      ) : roles.isError ? (
        <Alert variant="danger" className="m-3">
          {errorMessage(roles.error, 'The roles could not be loaded.')}
        </Alert>
      ) : (
        <LoadingState label="Loading roles…" />
      )}
      {editing && (
        <RoleModal
          scope={scope}
          role={editing === 'new' ? null : editing}
          onHide={() => setEditing(null)}
        />
      )}
    </SectionCard>
  );
}

function roleColumns(onEdit: ((role: CompanyRoleDto) => void) | null): ColumnDef<CompanyRoleDto>[] {
  const columns: ColumnDef<CompanyRoleDto>[] = [
    {
      id: 'name',
      header: 'Role',
      meta: { card: 'title' },
      accessorFn: (role) => role.name.toLowerCase(),
      cell: ({ row }) => <span className="fw-semibold">{row.original.name}</span>,
    },
    {
      id: 'assign_workflow',
      header: 'Workflow',
      accessorFn: (role) => (role.assign_workflow ? 1 : 0),
      cell: ({ row }) =>
        row.original.assign_workflow ? (
          <Badge bg="info-subtle" text="info-emphasis">
            Assignable
          </Badge>
        ) : (
          <span className="text-body-secondary small">No</span>
        ),
    },
    {
      id: 'permissions',
      header: 'Permissions',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="d-flex flex-wrap gap-1">
          {row.original.permissions.map((permission) => (
            <Badge
              key={permission.id}
              bg={permission.type === 'page' ? 'primary-subtle' : 'secondary-subtle'}
              text={permission.type === 'page' ? 'primary-emphasis' : 'secondary-emphasis'}
              className="fw-normal"
            >
              {permissionLabel(permission.name)}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      id: 'user_count',
      header: 'Users',
      accessorFn: (role) => role.user_count,
      cell: ({ row }) => row.original.user_count,
    },
  ];
  if (onEdit) {
    columns.push({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Button
          variant="link"
          size="sm"
          className="text-secondary"
          aria-label={`Edit ${row.original.name}`}
          title="Edit"
          onClick={() => onEdit(row.original)}
        >
          <PencilIcon />
        </Button>
      ),
    });
  }
  return columns;
}
