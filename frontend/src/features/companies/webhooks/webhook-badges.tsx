import type {
  WebhookDeliveryStatus,
  WebhookEndpointDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import Badge from 'react-bootstrap/Badge';

/** Enabled, Paused (by a person) or Disabled — failing (by the sender, after a day of failures). */
export function EndpointStatusBadge({ endpoint }: { endpoint: WebhookEndpointDto }) {
  if (endpoint.enabled) return <Badge bg="success">Enabled</Badge>;
  if (endpoint.disabled_reason === 'failing') return <Badge bg="danger">Disabled — failing</Badge>;
  return (
    <Badge bg="secondary" text="light">
      Paused
    </Badge>
  );
}

const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; bg: string; text?: 'dark' }> =
  {
    pending: { label: 'Pending', bg: 'light', text: 'dark' },
    retrying: { label: 'Retrying', bg: 'warning', text: 'dark' },
    succeeded: { label: 'Succeeded', bg: 'success' },
    failed: { label: 'Failed', bg: 'danger' },
  };

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { label, bg, text } = DELIVERY_STATUS[status];
  return (
    <Badge bg={bg} text={text} className={bg === 'light' ? 'border' : undefined}>
      {label}
    </Badge>
  );
}
