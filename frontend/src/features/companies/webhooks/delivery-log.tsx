import type { WebhookDeliveryDto } from '@job-intake/contracts/integrations/webhooks-api';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@job-intake/contracts/paging';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { errorMessage } from '../../../shared/api/api-error';
import { LoadingState } from '../../../shared/components/loading-state';
import { TablePagination } from '../../../shared/components/table-pagination';
import { WEBHOOK_EVENT_LABELS } from '@job-intake/contracts/integrations/webhooks-api';
import { DeliveryStatusBadge } from './webhook-badges';
import { useListWebhookDeliveriesQuery, useRedeliverWebhookMutation } from './webhooks-api';

interface DeliveryLogProps {
  companyId: string;
  endpointId: string;
  /** Auditors read the log; only those who may change webhooks redeliver. */
  canWrite: boolean;
}

const HEADERS = [
  'Created',
  'Event',
  'Job',
  'Status',
  'Response',
  'Latency',
  'Attempts',
  'Next attempt',
  'Response body',
];

/** One endpoint's recent deliveries, newest first, a page at a time, with Redeliver per row. */
export function DeliveryLog({ companyId, endpointId, canWrite }: DeliveryLogProps) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { data, isError, isFetching, refetch } = useListWebhookDeliveriesQuery({
    companyId,
    endpointId,
    page,
    size,
  });
  const [redeliver, redelivered] = useRedeliverWebhookMutation();

  if (isError)
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between mb-0">
        The deliveries could not be loaded.
        <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!data) return <LoadingState label="Loading deliveries…" />;
  if (data.total === 0) return <p className="text-body-secondary mb-0">No deliveries yet.</p>;
  return (
    <>
      {redelivered.error && (
        <Alert variant="danger" className="small py-2">
          {errorMessage(redelivered.error, 'The delivery could not be queued again.')}
        </Alert>
      )}
      {/* Positioned, so that the hidden Actions header is clipped with the table when it scrolls. */}
      <div className="table-responsive position-relative">
        <Table size="sm" className="small align-middle mb-0" aria-busy={isFetching}>
          <thead>
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="text-nowrap">
                  {header}
                </th>
              ))}
              {canWrite && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                onRedeliver={
                  canWrite
                    ? () => void redeliver({ companyId, endpointId, deliveryId: delivery.id })
                    : undefined
                }
                busy={redelivered.isLoading && redelivered.originalArgs?.deliveryId === delivery.id}
              />
            ))}
          </tbody>
        </Table>
      </div>
      <TablePagination
        page={data.page}
        size={data.size}
        total={data.total}
        onPageChange={setPage}
        onSizeChange={(chosen) => {
          setSize(chosen);
          setPage(1);
        }}
      />
    </>
  );
}

interface DeliveryRowProps {
  delivery: WebhookDeliveryDto;
  onRedeliver: (() => void) | undefined;
  busy: boolean;
}

function DeliveryRow({ delivery, onRedeliver, busy }: DeliveryRowProps) {
  return (
    <tr>
      <td className="text-nowrap">
        <DateTime value={delivery.created_at} />
      </td>
      <td className="text-nowrap">{WEBHOOK_EVENT_LABELS[delivery.event_type]}</td>
      <td className="font-monospace text-nowrap">{delivery.job_id.slice(0, 8)}</td>
      <td>
        <DeliveryStatusBadge status={delivery.status} />
      </td>
      <td>{delivery.response_status ?? '–'}</td>
      <td className="text-nowrap">
        {delivery.latency_ms === null ? '–' : `${delivery.latency_ms} ms`}
      </td>
      <td>{delivery.attempts}</td>
      <td className="text-nowrap">
        <DateTime value={delivery.next_attempt_at} />
      </td>
      <td className="font-monospace text-truncate" style={{ maxWidth: '16rem' }}>
        {delivery.response_excerpt ?? '–'}
      </td>
      {onRedeliver && (
        <td>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            onClick={onRedeliver}
            aria-label={`Redeliver ${WEBHOOK_EVENT_LABELS[delivery.event_type]} of ${new Date(delivery.created_at).toLocaleString('en-US')}`}
          >
            Redeliver
          </Button>
        </td>
      )}
    </tr>
  );
}

function DateTime({ value }: { value: string | null }) {
  if (!value) return <>–</>;
  return <time dateTime={value}>{new Date(value).toLocaleString('en-US')}</time>;
}
