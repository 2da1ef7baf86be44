import type { AppConfig } from '../config/app-config';
import { startTracingSdk } from './tracing-sdk';

export type TracingConfig = Pick<
  AppConfig,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_PROTOCOL' | 'INSTANCE_ID'
>;

/** The process's tracing, as main.ts holds it: stopped (its last spans sent) after the app. */
export interface Tracing {
  /** Exports the spans still buffered. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const OFF: Tracing = { flush: async () => {}, shutdown: async () => {} };

/** Whether spans are recorded and exported: OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export function tracingOn(config: TracingConfig): boolean {
  return config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;
}

/**
 * Starts the OpenTelemetry SDK, before the app, when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without
 * it no module of the SDK is loaded: the code's spans go to @opentelemetry/api's no-op tracer.
 */
export function startTracing(config: TracingConfig): Promise<Tracing> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined) return Promise.resolve(OFF);
  return startTracingSdk({
    endpoint,
    protocol: config.OTEL_EXPORTER_OTLP_PROTOCOL,
    instanceId: config.INSTANCE_ID,
  });
}
