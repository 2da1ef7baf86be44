import { startTestPostgres } from './test-postgres';

export default async function globalSetup(): Promise<void> {
  const server = await startTestPostgres();
  (globalThis as { __testPostgres?: typeof server }).__testPostgres = server;
}
