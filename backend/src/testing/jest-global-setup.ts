import type { Config } from 'jest';
import { startTestPostgres } from './test-postgres';

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const servers = await startTestPostgres(globalConfig.maxWorkers);
  (globalThis as { __testPostgres?: typeof servers }).__testPostgres = servers;
}
