import type { RunningPostgres } from '../database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testPostgres?: RunningPostgres }).__testPostgres?.stop();
}
