import {
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpointDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { errorMessage } from '../../../shared/api/api-error';
import { DeliveryLog } from './delivery-log';
import { ReplayForm } from './replay-form';
import { DeliveryStatusBadge, EndpointStatusBadge } from './webhook-badges';
import { useUpdateWebhookEndpointMutation } from './webhooks-api';

export type EndpointAction = 'edit' | 'rotate' | 'delete';

interface EndpointCardProps {
  companyId: string;
  endpoint: WebhookEndpointDto;
  /** Without it (an auditor) the card only reads. */
  onAction: ((action: EndpointAction) => void) | undefined;
}

/** One endpoint: its URL, events and state, its actions, and its delivery log when opened. */
export function EndpointCard({ companyId, endpoint, onAction }: EndpointCardProps) {
  const [open, setOpen] = useState(false);
  const logId = `webhook-deliveries-${endpoint.id}`;
  return (
    <Card as="article" className="border-0 shadow-sm" aria-label={endpoint.url}>
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <h3 className="h6 mb-0 font-monospace text-break">{endpoint.url}</h3>
          <EndpointStatusBadge endpoint={endpoint} />
        </div>
        {endpoint.description && <p className="mb-0">{endpoint.description}</p>}
        <div className="d-flex flex-wrap gap-1" aria-label="Events">
          {endpoint.event_types.map((type) => (
            <Badge key={type} bg="light" text="dark" className="border fw-normal">
              {WEBHOOK_EVENT_LABELS[type]}
            </Badge>
          ))}
        </div>
        <LastDelivery endpoint={endpoint} />
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-dark"
            aria-expanded={open}
            aria-controls={logId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          {onAction && (
            <EndpointActions companyId={companyId} endpoint={endpoint} onAction={onAction} />
          )}
        </div>
      </Card.Body>
      {open && (
        <Card.Footer id={logId} className="bg-body d-flex flex-column gap-3">
          <DeliveryLog companyId={companyId} endpointId={endpoint.id} canWrite={!!onAction} />
          {onAction && <ReplayForm companyId={companyId} endpointId={endpoint.id} />}
        </Card.Footer>
      )}
    </Card>
  );
}

function LastDelivery({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const last = endpoint.last_delivery;
  return (
    <div className="small text-body-secondary">
      Last delivery:{' '}
      {last ? (
        <>
          <DeliveryStatusBadge status={last.status} />{' '}
          <time dateTime={last.at}>{new Date(last.at).toLocaleString('en-US')}</time>
        </>
      ) : (
        'none yet'
      )}
    </div>
  );
}

interface EndpointActionsProps {
  companyId: string;
  endpoint: WebhookEndpointDto;
  onAction: (action: EndpointAction) => void;
}

/** Edit, Pause / Enable, Rotate secret, Delete. */
function EndpointActions({ companyId, endpoint, onAction }: EndpointActionsProps) {
  const [update, { isLoading, error }] = useUpdateWebhookEndpointMutation();
  const toggle = () =>
    void update({ companyId, endpointId: endpoint.id, request: { enabled: !endpoint.enabled } });
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => onAction('edit')}>
        Edit
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={isLoading} onClick={toggle}>
        {endpoint.enabled ? 'Pause' : 'Enable'}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => onAction('rotate')}>
        Rotate secret
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => onAction('delete')}>
        Delete
      </Button>
      {error && (
        <Alert variant="danger" className="small py-2 mb-0 w-100">
          {errorMessage(error, 'The endpoint could not be changed.')}
        </Alert>
      )}
    </>
  );
}
