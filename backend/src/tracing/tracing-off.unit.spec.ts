import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startOtlpReceiver } from './testing/otlp-receiver';

/**
 * In a fresh Node process (Jest's module registry is not Node's), the tracing modules the app
 * loads, a span and a log line's ids: which OpenTelemetry packages did that load?
 */
async function loadedWith(env: Record<string, string>) {
  const module = (name: string) => JSON.stringify(join(__dirname, name));
  const script = `
    const { startTracing } = require(${module('start-tracing')});
    require(${module('http-spans')});
    require(${module('event-spans')});
    const { inSpan } = require(${module('spans')});
    const { traceIds } = require(${module('log-trace-ids')});
    startTracing({
      INSTANCE_ID: 'off-test',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    }).then(async (tracing) => {
      const ids = await inSpan('work', {}, async () => traceIds());
      await tracing.shutdown();
      const packages = Object.keys(require.cache)
        .map((path) => /@opentelemetry\\/([^/]+)/.exec(path)?.[1])
        .filter(Boolean);
      console.log(JSON.stringify({ packages: [...new Set(packages)].sort(), ids }));
    });`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-r', '@swc-node/register', '-e', script],
    { cwd: join(__dirname, '..', '..'), env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as { packages: string[]; ids: Record<string, string> };
}

describe('tracing off: OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('loads no module of the SDK, only the no-op API (and its attribute names)', async () => {
    const { packages, ids } = await loadedWith({ OTEL_EXPORTER_OTLP_ENDPOINT: '' });
    expect(packages).toEqual(['api', 'semantic-conventions']);
    expect(ids).toEqual({});
  });

  it('loads the SDK and records spans once the endpoint is set', async () => {
    const receiver = await startOtlpReceiver();
    try {
      const { packages, ids } = await loadedWith({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      });
      expect(packages).toEqual(
        expect.arrayContaining(['sdk-trace', 'exporter-trace-otlp-http', 'context-async-hooks']),
      );
      expect(ids).toEqual({ trace_id: expect.any(String), span_id: expect.any(String) });
      expect(receiver.spans.map((span) => span.name)).toEqual(['work']);
    } finally {
      await receiver.close();
    }
  });
});
