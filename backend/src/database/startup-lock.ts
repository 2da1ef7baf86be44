import { Client } from 'pg';

/**
 * Runs `work` (migrations and the demo seed) while holding a database-wide advisory lock, so that
 * instances started together on one database take turns instead of racing each other's DDL.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'job-intake startup' });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtextextended('job-intake:startup', 0))`);
    return await work();
  } finally {
    // Ending the session releases the lock, also when `work` threw.
    await client.end();
  }
}
