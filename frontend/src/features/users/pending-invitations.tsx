import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { PendingInvitationRow } from '@job-intake/contracts/identity/users-api';
import { errorMessage } from '../../shared/api/api-error';
import { type CompanyScope, useWithdrawInvitationMutation } from './users-api';
import { CardCell, CardTable } from '../../shared/components/card-table';

interface PendingInvitationsProps {
  scope: CompanyScope;
  invitations: readonly PendingInvitationRow[];
}

/**
 * The people invited who have not accepted yet (decision 0014): what the admin typed, the role
 * they will get, and whether the link still works. They become users when they accept.
 */
export function PendingInvitations({ scope, invitations }: PendingInvitationsProps) {
  const [withdraw, { isLoading, error }] = useWithdrawInvitationMutation();
  if (invitations.length === 0) return null;
  return (
    <div className="border-top px-3 pt-3">
      <h3 className="h6 mb-1">Invitations not accepted yet</h3>
      <p className="small text-body-secondary mb-2">
        They become users of this company when they follow the link in their e-mail. To send a new
        link, add the same e-mail again.
      </p>
      {error && (
        <Alert variant="danger" className="small">
          {errorMessage(error, 'The invitation could not be withdrawn.')}
        </Alert>
      )}
      <CardTable size="sm" className="small mb-3" aria-label="Pending invitations">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <CardCell label="Name" place="title">
                {invitation.name}
              </CardCell>
              <CardCell label="E-mail" className="text-break">
                {invitation.email}
              </CardCell>
              <CardCell label="Role">{invitation.role.name}</CardCell>
              <CardCell label="Status">
                <InvitationStatus expired={invitation.expired} />
              </CardCell>
              <CardCell label="" place="actions" className="text-end">
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger p-0"
                  disabled={isLoading}
                  aria-label={`Withdraw the invitation of ${invitation.email}`}
                  onClick={() => void withdraw({ ...scope, id: invitation.id })}
                >
                  Withdraw
                </Button>
              </CardCell>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </div>
  );
}

function InvitationStatus({ expired }: { expired: boolean }) {
  return expired ? (
    <Badge bg="secondary-subtle" text="secondary-emphasis">
      Expired
    </Badge>
  ) : (
    <Badge bg="warning-subtle" text="warning-emphasis">
      Pending
    </Badge>
  );
}
