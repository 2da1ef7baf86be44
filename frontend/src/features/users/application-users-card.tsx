import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { CompanyUserRow, UsersListResponse } from '@job-intake/contracts/identity/users-api';
import { DataTable } from '../../shared/components/data-table';
import { PencilIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { DeleteMembershipModal } from './delete-membership-modal';
import { PendingInvitations } from './pending-invitations';
import { SectionCard } from './section-card';
import { UploadUsersModal } from './upload-users-modal';
import { UserModal } from './user-modal/user-modal';
import type { CompanyScope } from './users-api';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: CompanyUserRow }
  | { kind: 'delete'; user: CompanyUserRow }
  | { kind: 'upload' }
  | null;

interface ApplicationUsersCardProps {
  scope: CompanyScope;
  data: UsersListResponse;
}

/**
 * The Application Users card: the table, the invitations not accepted yet, Add User (an
 * invitation), edit, delete membership and CSV upload.
 */
export function ApplicationUsersCard({ scope, data }: ApplicationUsersCardProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      userColumns({
        onEdit: (user) => setDialog({ kind: 'edit', user }),
        onDelete: (user) => setDialog({ kind: 'delete', user }),
      }),
    [],
  );
  const close = () => setDialog(null);
  const done = (message: string) => {
    setNotice(message);
    setDialog(null);
  };

  return (
    <SectionCard
      title="Application Users"
      count={data.users.length}
      description="People who can sign in to this company, with their role and provider contact."
      actions={
        <>
          <Button variant="outline-secondary" onClick={() => setDialog({ kind: 'upload' })}>
            <UploadIcon /> <span className="ms-1">Upload Users</span>
          </Button>
          <Button onClick={() => setDialog({ kind: 'add' })}>+ Add User</Button>
        </>
      }
    >
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)} className="m-3">
          {notice}
        </Alert>
      )}
      <DataTable
        data={data.users}
        columns={columns}
        getRowId={(user) => user.membership_id}
        initialSorting={[{ id: 'name', desc: false }]}
        emptyText="No users found"
      />
      <PendingInvitations scope={scope} invitations={data.invitations} />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserModal
          scope={scope}
          user={dialog.kind === 'edit' ? dialog.user : null}
          onHide={close}
          onSaved={done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteMembershipModal
          scope={scope}
          user={dialog.user}
          companyName={data.company.name}
          onHide={close}
          onDeleted={done}
        />
      )}
      {dialog?.kind === 'upload' && <UploadUsersModal scope={scope} onHide={close} />}
    </SectionCard>
  );
}

function userColumns(actions: {
  onEdit: (user: CompanyUserRow) => void;
  onDelete: (user: CompanyUserRow) => void;
}): ColumnDef<CompanyUserRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
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
