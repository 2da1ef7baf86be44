import type { ApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { errorMessage, errorStatus } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../../shared/components/focus-after-close';
import { useRevokeApiTokenMutation } from './api-tokens-api';

/** The tab's heading: where the focus goes once the Revoke button is gone. */
export const API_TOKENS_HEADING_ID = 'api-tokens-heading';

const REVOKE_ERROR = 'The token could not be revoked. Please try again.';

/** Asks before a token is revoked; one already gone counts as revoked. */
export function RevokeTokenDialog({
  companyId,
  token,
  onClose,
}: {
  companyId: string;
  token: ApiTokenDto;
  onClose: () => void;
}) {
  const [revoke, { isLoading, error }] = useRevokeApiTokenMutation();
  const confirm = async () => {
    const result = await revoke({ companyId, tokenId: token.id });
    if ('error' in result && errorStatus(result.error) !== 404) return;
    onClose();
    focusAfterClose(API_TOKENS_HEADING_ID);
  };
  return (
    <ConfirmDialog
      show
      title="Revoke API Token"
      message={`Revoke the token "${token.name}"? Every system that uses it is refused from its next request on. This cannot be undone.`}
      confirmLabel="Revoke"
      busy={isLoading}
      error={error ? errorMessage(error, REVOKE_ERROR) : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
