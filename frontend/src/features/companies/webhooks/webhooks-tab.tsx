import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import {
  WEBHOOK_ENDPOINTS_PER_COMPANY,
  type WebhookEndpointDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LoadingState } from '../../../shared/components/loading-state';
import { DeleteEndpointDialog, RotateSecretDialog, WEBHOOKS_HEADING_ID } from './endpoint-dialogs';
import { EndpointCard, type EndpointAction } from './endpoint-card';
import { EndpointModal } from './endpoint-modal';
import { useListWebhookEndpointsQuery } from './webhooks-api';

type Dialog = { action: EndpointAction | 'add'; endpoint?: WebhookEndpointDto } | null;

interface WebhooksTabProps {
  company: CompanyDetailDto;
  /** Company admins and super admins change endpoints; an auditor reads them. */
  canWrite: boolean;
}

/**
 * The company page's Webhooks tab (issue 31): the company's endpoints with their state and last
 * delivery, Add / Edit / Pause / Rotate secret / Delete, and each one's delivery log with
 * Redeliver and Replay from.
 */
export function WebhooksTab({ company, canWrite }: WebhooksTabProps) {
  const { data, isError, refetch } = useListWebhookEndpointsQuery(company.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const full = (data?.length ?? 0) >= WEBHOOK_ENDPOINTS_PER_COMPANY;

  return (
    <section aria-labelledby={WEBHOOKS_HEADING_ID}>
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3 gap-2">
        <h2 id={WEBHOOKS_HEADING_ID} tabIndex={-1} className="h5 mb-0 me-auto">
          Webhooks
        </h2>
        {canWrite && (
          <Button
            onClick={() => setDialog({ action: 'add' })}
            disabled={full}
            title={full ? `At most ${WEBHOOK_ENDPOINTS_PER_COMPANY} endpoints` : undefined}
          >
            Add endpoint
          </Button>
        )}
      </div>
      <p className="text-body-secondary small">
        Job events are POSTed to each endpoint as they happen, signed by the Standard Webhooks
        conventions (<code>webhook-id</code>, <code>webhook-timestamp</code>,{' '}
        <code>webhook-signature</code>).
      </p>
      {isError ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          The webhook endpoints could not be loaded.
          <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data ? (
        <LoadingState label="Loading webhook endpoints…" />
      ) : data.length === 0 ? (
        <Card body className="border-0 shadow-sm text-center text-body-secondary py-4">
          No webhook endpoints yet.
        </Card>
      ) : (
        <div className="d-flex flex-column gap-3">
          {data.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              companyId={company.id}
              endpoint={endpoint}
              onAction={canWrite ? (action) => setDialog({ action, endpoint }) : undefined}
            />
          ))}
        </div>
      )}
      <EndpointDialog companyId={company.id} dialog={dialog} onClose={close} />
    </section>
  );
}

function EndpointDialog({
  companyId,
  dialog,
  onClose,
}: {
  companyId: string;
  dialog: Dialog;
  onClose: () => void;
}) {
  if (!dialog) return null;
  const { action, endpoint } = dialog;
  if (action === 'add' || action === 'edit')
    return <EndpointModal companyId={companyId} endpoint={endpoint} onClose={onClose} />;
  if (!endpoint) return null;
  const Dialog = action === 'rotate' ? RotateSecretDialog : DeleteEndpointDialog;
  return <Dialog companyId={companyId} endpoint={endpoint} onClose={onClose} />;
}
