import { context, propagation, trace } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/** Incubating in @opentelemetry/semantic-conventions: named here. */
const ATTR_SERVICE_INSTANCE_ID = 'service.instance.id';

export interface SdkConfig {
  readonly endpoint: string;
  readonly protocol: 'http/protobuf' | 'http/json';
  readonly instanceId: string;
}

/** What runs while tracing is on. */
export interface RunningSdk {
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * The SDK, imported here only when tracing is on (start-tracing.ts): spans batched and exported
 * over OTLP/HTTP (protobuf, or JSON by OTEL_EXPORTER_OTLP_PROTOCOL) to the endpoint's /v1/traces,
 * the W3C trace context propagated, and the resource `job-intake` with this instance's id
 * (OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override). The exporter reads the other
 * OTEL_EXPORTER_OTLP_* variables (headers, timeout, certificates) itself.
 */
export async function startTracingSdk(config: SdkConfig): Promise<RunningSdk> {
  const [{ AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources, sdk] =
    await Promise.all([
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
    ]);
  const resource = resources
    .resourceFromAttributes({
      [ATTR_SERVICE_NAME]: 'job-intake',
      [ATTR_SERVICE_INSTANCE_ID]: config.instanceId,
    })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new sdk.TracerProvider({
    resource,
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: await exporterFor(config) })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      // A receiver gone at the stop costs the last spans, never the rest of the stop.
      await provider.shutdown().catch((error: unknown) => {
        console.warn(`The last spans were not exported: ${String(error)}`);
      });
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

async function exporterFor({ endpoint, protocol }: SdkConfig): Promise<SpanExporter> {
  const url = `${endpoint.replace(/\/$/, '')}/v1/traces`;
  const { OTLPTraceExporter } =
    protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter({ url });
}
