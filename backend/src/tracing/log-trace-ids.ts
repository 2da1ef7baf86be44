import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * A pino mixin: every log line written inside a span (a request's, a projection batch's, an
 * outbox send's) carries its trace and span ids, as OpenTelemetry's log data model names them.
 * No span (tracing off), no ids.
 */
export function traceIds(): Record<string, string> {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
