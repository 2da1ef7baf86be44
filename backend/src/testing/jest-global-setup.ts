import { startTestPostgres } from './test-postgres';

/** Jest hands its resolved configuration to the global setup; only the worker count matters. */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const servers = await startTestPostgres(globalConfig.maxWorkers);
  (globalThis as { __testPostgres?: typeof servers }).__testPostgres = servers;
}
