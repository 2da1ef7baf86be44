import {
  context,
  propagation,
  ROOT_CONTEXT,
  trace,
  type Context,
  type Link,
} from '@opentelemetry/api';

/**
 * The W3C trace context (`traceparent`) of the span running now, to store beside work that
 * another flow picks up later (an event's metadata, an outbox row); undefined when nothing is
 * traced (no SDK, or no span).
 */
export function currentTraceparent(): string | undefined {
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a stored `traceparent` names, to continue its trace; the root without one. */
export function contextOf(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/** Links to the spans that wrote these items, each once (a batch applies many events). */
export function linksTo(traceparents: readonly (string | null | undefined)[]): Link[] {
  const links = new Map<string, Link>();
  for (const traceparent of traceparents) {
    const spanContext = traceparent ? trace.getSpanContext(contextOf(traceparent)) : undefined;
    if (spanContext)
      links.set(`${spanContext.traceId}-${spanContext.spanId}`, { context: spanContext });
  }
  return [...links.values()];
}
