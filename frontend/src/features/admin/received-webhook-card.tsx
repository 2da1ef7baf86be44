import Card from 'react-bootstrap/Card';
import type { ReceivedWebhook } from '@job-intake/contracts/integrations/webhook-receiver-api';
import { VerifySignatureForm } from './verify-signature-form';

/** One delivery the local receiver kept: when, where, its ids, its body and headers. */
export function ReceivedWebhookCard({ delivery }: { delivery: ReceivedWebhook }) {
  const title = delivery.event_type ?? '(no event type)';
  const facts: [string, string | null][] = [
    ['Path', delivery.path],
    ['webhook-id', delivery.webhook_id],
    ['Job', delivery.job_id],
  ];
  return (
    <Card as="article" className="border-0 shadow-sm" aria-label={`${title}, ${delivery.id}`}>
      <Card.Header className="bg-body border-bottom py-3">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 className="h6 mb-0">{title}</h2>
          <time className="small text-body-secondary" dateTime={delivery.received_at}>
            {new Date(delivery.received_at).toLocaleString('en-US')}
          </time>
        </div>
        <dl className="row small mb-0 mt-2">
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-3">
        <pre
          className="small bg-body-tertiary rounded p-2 mb-0"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {prettyBody(delivery.body)}
        </pre>
        <details>
          <summary className="small">Headers</summary>
          <pre
            className="small mb-0 mt-2"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {Object.entries(delivery.headers)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
          </pre>
        </details>
        <VerifySignatureForm deliveryId={delivery.id} />
      </Card.Body>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt className="col-4 col-sm-2 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-8 col-sm-10 mb-0" style={{ overflowWrap: 'anywhere' }}>
        {value ?? '–'}
      </dd>
    </>
  );
}

/** A JSON body indented, any other body as it came. */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
