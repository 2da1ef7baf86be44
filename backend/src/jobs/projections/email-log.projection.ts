import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import type { Projection } from '../../projections/projection';
import { emailIdOf, foldEmailEvent, type EmailLogRow } from './email-log-row';

/**
 * One row per e-mail request (the job's e-mail history, GET /job/{id}/emails; the public
 * unsubscribe route finds a request by its token). A batch reads the rows it touches (one
 * SELECT), folds them in memory and writes them back with one multi-row upsert.
 */
export const emailLogProjection: Projection = {
  name: 'email-log',
  eventTypes: [
    'EmailRequested',
    'EmailResent',
    'EmailSent',
    'EmailFailed',
    'EmailOptOutChanged',
    'EmailExpired',
  ],
  writes: 'read-model',
  tables: [{ name: 'email_log', orderBy: 'id' }],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyEmailLogBatch([event], db);
  },
  applyBatch: applyEmailLogBatch,
};

async function applyEmailLogBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const rows = await readRows(db, events);
  const changed = new Set<string>();
  for (const event of events) {
    const emailId = emailIdOf(event);
    const row = emailId ? foldEmailEvent(rows.get(emailId), event) : undefined;
    if (!emailId || !row) continue;
    rows.set(emailId, row);
    changed.add(emailId);
  }
  await writeRows(
    db,
    [...changed].map((emailId) => rows.get(emailId) as EmailLogRow),
  );
}

async function readRows(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Map<string, EmailLogRow>> {
  const emailIds = [...new Set(events.map(emailIdOf))].filter(
    (emailId): emailId is string => emailId !== undefined,
  );
  if (emailIds.length === 0) return new Map();
  const { rows } = await db.query<{ row: EmailLogRow }>(
    'SELECT to_jsonb(e) AS row FROM email_log e WHERE id = ANY($1::uuid[])',
    [emailIds],
  );
  return new Map(rows.map(({ row }) => [row.id, row]));
}

/** What a request is (recipients, texts, link, token) never changes; a resend may renew its expiry. */
async function writeRows(db: PoolClient, rows: readonly EmailLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO email_log SELECT * FROM jsonb_populate_recordset(NULL::email_log, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, error = EXCLUDED.error,
       opt_out = EXCLUDED.opt_out, resends = EXCLUDED.resends,
       reminders_sent = EXCLUDED.reminders_sent, last_reminder_date = EXCLUDED.last_reminder_date,
       sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at,
       updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(rows)],
  );
}
