import type { ApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { CardCell, CardTable } from '../../../shared/components/card-table';
import { formatDateTime } from '../../../shared/ui/date-time';
import { permissionLabel } from '../../../shared/ui/permission-labels';
import { tokenStatus, type TokenStatus } from './token-status';

const STATUS_BADGE: Record<TokenStatus, string> = {
  Active: 'success',
  Expired: 'secondary',
  Revoked: 'danger',
};

interface ApiTokensTableProps {
  tokens: ApiTokenDto[];
  /** Without it (an auditor) the list has no Revoke buttons. */
  onRevoke: ((token: ApiTokenDto) => void) | undefined;
}

/** The company's tokens, newest first: what each may do, who made it, when it was last used. */
export function ApiTokensTable({ tokens, onRevoke }: ApiTokensTableProps) {
  if (tokens.length === 0) return <p className="text-body-secondary">No API tokens yet.</p>;
  const now = new Date();
  return (
    <CardTable hover className="align-middle" aria-label="API tokens">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Token</th>
          <th scope="col">Permissions</th>
          <th scope="col">Created</th>
          <th scope="col">Expires</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
          {onRevoke && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => {
          const status = tokenStatus(token, now);
          return (
            <tr key={token.id}>
              <CardCell label="Name" place="title" className="text-break">
                {token.name}
              </CardCell>
              <CardCell label="Token">
                <code className="text-nowrap">{token.hint}…</code>
              </CardCell>
              <CardCell label="Permissions">
                <PermissionBadges token={token} />
              </CardCell>
              <CardCell label="Created">
                {formatDate(token.created_at)} by {token.created_by.name}
              </CardCell>
              <CardCell label="Expires">
                {token.expires_at ? formatDate(token.expires_at) : 'Never'}
              </CardCell>
              <CardCell label="Last used">
                {token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}
              </CardCell>
              <CardCell label="Status">
                <Badge bg={STATUS_BADGE[status]}>{status}</Badge>
              </CardCell>
              {onRevoke && (
                <CardCell label="" place="actions">
                  {status === 'Active' && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => onRevoke(token)}
                    >
                      Revoke
                    </Button>
                  )}
                </CardCell>
              )}
            </tr>
          );
        })}
      </tbody>
    </CardTable>
  );
}

function PermissionBadges({ token }: { token: ApiTokenDto }) {
  return (
    <div className="d-flex flex-wrap gap-1">
      {token.permissions.map((permission) => (
        <Badge key={permission} bg="primary-subtle" text="primary-emphasis" className="fw-normal">
          {permissionLabel(permission)}
        </Badge>
      ))}
    </div>
  );
}
