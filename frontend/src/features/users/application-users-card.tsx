import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  USER_SORTS,
  type CompanyUserRow,
  type UserSort,
  type UsersListResponse,
} from '@job-intake/contracts/identity/users-api';
import { ListSearchBox } from '../../shared/components/list-search-box';
import { ServerDataTable } from '../../shared/components/server-data-table';
import type { SearchedPageParams } from '../../shared/hooks/use-searched-page-params';
import { UploadIcon } from 'lucide-react';
import { DeleteMembershipModal } from './delete-membership-modal';
import { PendingInvitations } from './pending-invitations';
import { SectionCard } from './section-card';
import { UploadUsersModal } from './upload-users-modal';
import { userColumns } from './user-columns';
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
  /** One page of the users, and every open invitation. */
  data: UsersListResponse;
  list: SearchedPageParams<UserSort>;
  /** Another page is loading. */
  busy: boolean;
}

/**
 * The Application Users card: the users a page at a time (searched, sorted and paged by the
 * server), the invitations not accepted yet, Add User (an invitation), edit, delete membership and
 * CSV upload.
 */
export function ApplicationUsersCard({ scope, data, list, busy }: ApplicationUsersCardProps) {
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
      count={data.total}
      description="People who can sign in to this company, with their role and provider contact."
      actions={
        <>
          <ListSearchBox
            label="Search users"
            placeholder="Name or e-mail"
            value={list.search}
            onSearch={list.changeSearch}
          />
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
      <ServerDataTable
        rows={data.users}
        shown={data}
        columns={columns}
        getRowId={(user) => user.membership_id}
        sorts={USER_SORTS}
        paging={list.paging}
        onPagingChange={list.changePaging}
        busy={busy}
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
