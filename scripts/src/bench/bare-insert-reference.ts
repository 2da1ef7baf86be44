import { Pool } from 'pg';
import type { AppendContender } from './append-rounds';

/**
 * The floor of an append: one `INSERT` per event, committed on its own, into a plain table with
 * the events table's columns and unique keys, and nothing else (no stream row, no hash, no lock).
 */
export async function createBareInsertReference(url: string): Promise<AppendContender> {
  const pool = new Pool({ connectionString: url, max: 8 });
  // pool.end() resolves before its connections have closed: the server stopping right after
  // ends them ("terminating connection due to administrator command"), an 'error' event that,
  // unheard, would crash the finished bench.
  pool.on('error', () => undefined);
  await pool.query(`
    CREATE TABLE IF NOT EXISTS bare_events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      schema_version integer NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, revision)
    )`);
  return {
    name: 'bare',
    async append(streamId, events) {
      for (const [revision, event] of events.entries()) {
        await pool.query({
          name: 'bare-insert',
          text: `INSERT INTO bare_events
                   (event_id, stream_id, revision, type, schema_version, data, metadata)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          values: [
            event.id,
            streamId,
            revision,
            event.type,
            event.schemaVersion,
            JSON.stringify(event.data),
            JSON.stringify(event.metadata),
          ],
        });
      }
    },
    close: () => pool.end(),
  };
}
