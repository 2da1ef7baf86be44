import {
  context,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type SpanOptions,
} from '@opentelemetry/api';

/**
 * The app's spans. Without the SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) this is
 * @opentelemetry/api's no-op tracer: a span is an empty object and nothing is recorded. Asked for
 * at each span: a tracer kept would keep the first SDK's after it stopped (a bench's rounds).
 */
const tracer = () => trace.getTracer('job-intake');

/** Runs `work` in a span that ends when it settles, marked as an error when it throws. */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  return tracer().startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** inSpan for synchronous work (a decision). */
export function inSpanSync<T>(name: string, options: SpanOptions, work: (span: Span) => T): T {
  return tracer().startActiveSpan(name, options, (span) => {
    try {
      return work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span the caller ends itself (an HTTP request, which ends when its response does). */
export function startSpan(name: string, options: SpanOptions, parent: Context): Span {
  return tracer().startSpan(name, options, parent);
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}
