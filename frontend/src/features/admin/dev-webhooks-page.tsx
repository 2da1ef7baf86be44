import Button from 'react-bootstrap/Button';
import { PageHeader } from '../../shared/components/page-header';
import { DevInboxList } from './dev-inbox-list';
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
      <DevInboxList
        error={error}
        items={data?.deliveries}
        offMessage="The local webhook receiver is off (LOCAL_WEBHOOK_RECEIVER=false): there is nothing to show here."
        failedMessage="The received webhooks could not be loaded."
        loadingLabel="Loading webhooks…"
        emptyMessage="No webhooks received yet."
        count={(count) => (count === 1 ? '1 delivery' : `${count} deliveries`)}
        render={(delivery) => <ReceivedWebhookCard key={delivery.id} delivery={delivery} />}
      />
    </>
  );
}
