import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { isPermissionName, type PermissionName } from '@job-intake/contracts/identity/permissions';
import type {
  ApiTokenDto,
  CreatedApiTokenDto,
} from '@job-intake/contracts/integrations/api-tokens-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSessionUser } from '../../../shared/api/auth-slice';
import { LoadingState } from '../../../shared/components/loading-state';
import { useCan } from '../current-permissions';
import { useListApiTokensQuery } from './api-tokens-api';
import { ApiTokensTable } from './api-tokens-table';
import { CreateTokenDialog } from './create-token-dialog';
import { NewTokenSecret } from './new-token-secret';
import { API_TOKENS_HEADING_ID, RevokeTokenDialog } from './revoke-token-dialog';

const LOAD_ERROR = 'The API tokens could not be loaded.';
/** A token acts as its creator's membership, so only the company's own people manage its tokens. */
const OTHER_COMPANY =
  "API tokens belong to the signed-in user's company. Sign in as one of this company's admins to manage its tokens.";

/** The company page's API Tokens tab (issue 31): list, create (secret shown once) and revoke. */
export function ApiTokensTab({ company }: { company: CompanyDetailDto }) {
  const user = useSessionUser();
  if (user?.memberships[0]?.company.id !== company.id) {
    return <Alert variant="info">{OTHER_COMPANY}</Alert>;
  }
  const offered = user.memberships[0].role.permissions
    .map((permission) => permission.value)
    .filter(isPermissionName);
  return <OwnApiTokens companyId={company.id} offered={offered} />;
}

function OwnApiTokens({ companyId, offered }: { companyId: string; offered: PermissionName[] }) {
  const can = useCan();
  const manages = can('company') || can('super');
  const { data: tokens, isError } = useListApiTokensQuery(companyId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);

  if (isError) return <Alert variant="danger">{LOAD_ERROR}</Alert>;
  if (!tokens) return <LoadingState label="Loading API tokens…" />;
  return (
    <section aria-labelledby={API_TOKENS_HEADING_ID}>
      <div className="d-flex justify-content-between align-items-center mb-3 gap-2">
        <h2 id={API_TOKENS_HEADING_ID} tabIndex={-1} className="h5 mb-0">
          API Tokens
        </h2>
        {manages && <Button onClick={() => setCreating(true)}>Create token</Button>}
      </div>
      <p className="text-body-secondary">
        A token lets the company&apos;s own systems use the API with the permissions it carries.
      </p>
      {created && <NewTokenSecret created={created} onDone={() => setCreated(null)} />}
      <ApiTokensTable tokens={tokens} onRevoke={manages ? setRevoking : undefined} />
      {creating && (
        <CreateTokenDialog
          companyId={companyId}
          offered={offered}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {revoking && (
        <RevokeTokenDialog
          companyId={companyId}
          token={revoking}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
