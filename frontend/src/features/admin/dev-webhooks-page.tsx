import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { errorStatus } from '../../shared/api/api-error';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { useReceivedWebhooksQuery, useWebhookReceiverStatusQuery } from './dev-webhooks-api';
import { ReceivedWebhookCard } from './received-webhook-card';

/**
 * /dev/webhooks (super admins): what the local webhook receiver kept, newest first, with each
 * delivery's signature checked against a pasted secret — where a newcomer sees webhooks work.
 */
export function DevWebhooksPage() {
  const { data, error, isFetching, refetch } = useReceivedWebhooksQuery();
  const { data: status } = useWebhookReceiverStatusQuery();

  return (
    <>
      <PageHeader
        title="Received webhooks"
        subtitle={
          status?.url ? (
            <>
              The local webhook receiver keeps what is POSTed under <code>{status.url}</code>: add
              an endpoint such as <code>{`${status.url}demo`}</code> on a company&apos;s Webhooks
              tab.
            </>
          ) : undefined
        }
        actions={
          <Button variant="outline-dark" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
        }
      />
      {error ? (
        <Alert variant={errorStatus(error) === 404 ? 'secondary' : 'danger'}>
          {errorStatus(error) === 404
            ? 'The local webhook receiver is off (LOCAL_WEBHOOK_RECEIVER=false): there is nothing to show here.'
            : 'The received webhooks could not be loaded.'}
        </Alert>
      ) : !data ? (
        <LoadingState label="Loading webhooks…" />
      ) : data.deliveries.length === 0 ? (
        <Card body className="border-0 shadow-sm text-center text-body-secondary py-4">
          No webhooks received yet.
        </Card>
      ) : (
        <div className="d-flex flex-column gap-3">
          <div className="small text-body-secondary">
            {data.deliveries.length === 1 ? '1 delivery' : `${data.deliveries.length} deliveries`}
          </div>
          {data.deliveries.map((delivery) => (
            <ReceivedWebhookCard key={delivery.id} delivery={delivery} />
          ))}
        </div>
      )}
    </>
  );
}
