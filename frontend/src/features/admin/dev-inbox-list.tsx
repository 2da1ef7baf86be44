import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { errorStatus } from '../../shared/api/api-error';
import { LoadingState } from '../../shared/components/loading-state';

interface DevInboxListProps<Item> {
  /** The query's error: a 404 means the local server is off, anything else a failed load. */
  error: unknown;
  /** Undefined while loading. */
  items: readonly Item[] | undefined;
  offMessage: string;
  failedMessage: string;
  loadingLabel: string;
  emptyMessage: string;
  /** '1 e-mail', '3 e-mails'… */
  count: (count: number) => string;
  render: (item: Item) => ReactNode;
}

/**
 * The body of a local development inbox (caught e-mails, received webhooks): off, failed,
 * loading, empty, or the count and one card per item.
 */
export function DevInboxList<Item>(props: DevInboxListProps<Item>) {
  const { error, items } = props;
  if (error)
    return (
      <Alert variant={errorStatus(error) === 404 ? 'secondary' : 'danger'}>
        {errorStatus(error) === 404 ? props.offMessage : props.failedMessage}
      </Alert>
    );
  if (!items) return <LoadingState label={props.loadingLabel} />;
  if (items.length === 0)
    return (
      <Card body className="border-0 shadow-sm text-center text-body-secondary py-4">
        {props.emptyMessage}
      </Card>
    );
  return (
    <div className="d-flex flex-column gap-3">
      <div className="small text-body-secondary">{props.count(items.length)}</div>
      {items.map(props.render)}
    </div>
  );
}
