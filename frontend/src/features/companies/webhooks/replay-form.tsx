import { formatDate } from '@job-intake/contracts/formatting/dates';
import type {
  ReplayWebhookRequest,
  ReplayWebhookResultDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useReplayWebhooksMutation } from './webhooks-api';

type Since = 'date' | 'position';

interface ReplayFormProps {
  companyId: string;
  endpointId: string;
}

/** "Replay from": every subscribed event since a date or a store position, queued again. */
export function ReplayForm({ companyId, endpointId }: ReplayFormProps) {
  const id = useId();
  const [since, setSince] = useState<Since>('date');
  const [value, setValue] = useState('');
  const [asking, setAsking] = useState(false);
  const [replay, { data, error, isLoading, reset }] = useReplayWebhooksMutation();
  const request = replayRequest(since, value);

  const change = (next: () => void) => {
    next();
    reset();
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (request) setAsking(true);
      }}
      noValidate
    >
      <fieldset>
        <legend className="fs-6 mb-1">Replay from</legend>
        <div className="d-flex flex-wrap gap-3 mb-2">
          {(['date', 'position'] as const).map((choice) => (
            <Form.Check
              key={choice}
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-since`}
              label={choice === 'date' ? 'A date' : 'An event position'}
              checked={since === choice}
              onChange={() =>
                change(() => {
                  setSince(choice);
                  setValue('');
                })
              }
            />
          ))}
        </div>
        <InputGroup size="sm" style={{ maxWidth: '24rem' }}>
          <Form.Control
            aria-label={since === 'date' ? 'Replay from date' : 'Replay from event position'}
            type={since === 'date' ? 'date' : 'number'}
            min={since === 'position' ? 0 : undefined}
            value={value}
            onChange={(event) => change(() => setValue(event.target.value))}
          />
          <Button type="submit" variant="outline-dark" disabled={!request || isLoading}>
            Replay
          </Button>
        </InputGroup>
      </fieldset>
      <div aria-live="polite">
        {data && (
          <Alert variant="success" className="small py-2 mt-2 mb-0">
            {replayOutcome(data, request)}
          </Alert>
        )}
        {error && (
          <Alert variant="danger" className="small py-2 mt-2 mb-0">
            {errorMessage(error, 'The events could not be replayed.')}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        show={asking && !!request}
        title="Replay events"
        message={`Send this endpoint every subscribed event since ${describe(since, value)} again?`}
        confirmLabel="Replay"
        variant="primary"
        busy={isLoading}
        onConfirm={() => {
          if (!request) return;
          void replay({ companyId, endpointId, request }).then(() => setAsking(false));
        }}
        onCancel={() => setAsking(false)}
      />
    </Form>
  );
}

function replayRequest(since: Since, value: string): ReplayWebhookRequest | undefined {
  if (!value) return undefined;
  if (since === 'position') {
    const position = Number(value);
    return Number.isSafeInteger(position) && position >= 0
      ? { from_position: position }
      : undefined;
  }
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : { from_date: date.toISOString() };
}

/** How many were queued, and whether the date asked for is older than the events still kept. */
function replayOutcome(
  { queued, kept_since }: ReplayWebhookResultDto,
  request: ReplayWebhookRequest | undefined,
): string {
  const count = queued === 1 ? '1 delivery was queued.' : `${queued} deliveries were queued.`;
  const cutShort = request && 'from_date' in request && request.from_date < kept_since;
  return cutShort ? `${count} Events before ${formatDate(kept_since)} are no longer kept.` : count;
}

function describe(since: Since, value: string): string {
  return since === 'date' ? formatDate(value) : `position ${value}`;
}
