import type { WebhookEndpointDto } from '@job-intake/contracts/integrations/webhooks-api';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@job-intake/contracts/integrations/webhooks-api';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../../shared/components/focus-after-close';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { SecretShownOnce } from './secret-shown-once';
import { useDeleteWebhookEndpointMutation, useRotateWebhookSecretMutation } from './webhooks-api';

/** The tab's heading: where the focus goes once a deleted endpoint's row is gone. */
export const WEBHOOKS_HEADING_ID = 'webhooks-heading';

interface EndpointDialogProps {
  companyId: string;
  endpoint: WebhookEndpointDto;
  onClose: () => void;
}

/** Asks before an endpoint and its delivery log are deleted. */
export function DeleteEndpointDialog({ companyId, endpoint, onClose }: EndpointDialogProps) {
  const [remove, { isLoading, error }] = useDeleteWebhookEndpointMutation();
  return (
    <ConfirmDialog
      show
      title="Delete endpoint"
      message={`Delete the endpoint ${endpoint.url}? It receives no more events, and its delivery log is deleted with it.`}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The endpoint could not be deleted.') : undefined}
      onConfirm={() => {
        void remove({ companyId, endpointId: endpoint.id }).then((answer) => {
          if (answer.error) return;
          onClose();
          focusAfterClose(WEBHOOKS_HEADING_ID);
        });
      }}
      onCancel={onClose}
    />
  );
}

/** Asks before a new secret is made, then shows it once with how long the old one still signs. */
export function RotateSecretDialog({ companyId, endpoint, onClose }: EndpointDialogProps) {
  const titleId = useId();
  const [rotate, { data, isLoading, error }] = useRotateWebhookSecretMutation();
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          Rotate secret
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {data ? (
          <SecretShownOnce secret={data.secret} previousValidUntil={data.previous_valid_until} />
        ) : (
          <>
            {error && (
              <Alert variant="danger">
                {errorMessage(error, 'The secret could not be rotated.')}
              </Alert>
            )}
            <p className="mb-0">
              Make a new signing secret for {endpoint.url}? For {WEBHOOK_SECRET_OVERLAP_HOURS} hours
              every delivery is signed with both, so the receiver can switch over.
            </p>
          </>
        )}
      </Modal.Body>
      {data ? (
        <DialogFooter onCancel={onClose} cancelLabel="Done" />
      ) : (
        <DialogFooter
          onCancel={onClose}
          confirmLabel="Rotate secret"
          busy={isLoading}
          onConfirm={() => void rotate({ companyId, endpointId: endpoint.id })}
        />
      )}
    </Modal>
  );
}
