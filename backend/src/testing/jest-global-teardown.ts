import type { RunningPostgres } from '../database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __testPostgres?: RunningPostgres[] }).__testPostgres ?? [];
  await Promise.all(servers.map((server) => server.stop()));
}
