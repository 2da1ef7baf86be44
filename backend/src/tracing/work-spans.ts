import { SpanKind } from '@opentelemetry/api';
import { inSpan } from './spans';
import { contextOf } from './trace-context';

/** A claimed row of an outbox that remembers the trace of the event it came from. */
export interface TracedRow {
  readonly job_id: string | null;
  /** Counting this one. */
  readonly attempts: number;
  readonly traceparent: string | null;
}

/**
 * A side effect done for an outbox row (an e-mail sent, a provider called), as a child of the
 * append whose event queued the row: the same trace as the command that caused it.
 */
export function traceRowWork<T>(
  name: 'outbox.send' | 'provider.import',
  row: TracedRow,
  work: () => Promise<T>,
): Promise<T> {
  const attributes = {
    'job_intake.job.id': row.job_id ?? '',
    'messaging.message.delivery_count': row.attempts,
  };
  return inSpan(name, { kind: SpanKind.CLIENT, attributes }, work, contextOf(row.traceparent));
}
