import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import type { Projection } from '../../projections/projection';
import { foldShareLinkEvent, shareLinkIdOf, type ShareLinkRow } from './share-links-row';

/**
 * One row per share link (the Share tab, GET /job/{id}/links; the guest's /link/{uuid} finds its
 * link by uuid). A batch reads the rows it touches (one SELECT), folds them in memory and writes
 * them back with one multi-row upsert; a single event is a batch of one.
 */
export const shareLinksProjection: Projection = {
  name: 'share-links',
  eventTypes: ['ShareLinkCreated', 'ShareLinkStatusChanged', 'ShareLinkSubmitted'],
  writes: 'read-model',
  tables: [{ name: 'share_links', orderBy: 'id' }],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyShareLinksBatch([event], db);
  },
  applyBatch: applyShareLinksBatch,
};

async function applyShareLinksBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const rows = await readRows(db, events);
  const changed = new Set<string>();
  for (const event of events) {
    const linkId = shareLinkIdOf(event);
    const row = linkId ? foldShareLinkEvent(rows.get(linkId), event) : undefined;
    if (!linkId || !row) continue;
    rows.set(linkId, row);
    changed.add(linkId);
  }
  await writeRows(
    db,
    [...changed].map((linkId) => rows.get(linkId) as ShareLinkRow),
  );
}

async function readRows(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Map<string, ShareLinkRow>> {
  const linkIds = [...new Set(events.map(shareLinkIdOf))].filter(
    (linkId): linkId is string => linkId !== undefined,
  );
  if (linkIds.length === 0) return new Map();
  const { rows } = await db.query<{ row: ShareLinkRow }>(
    'SELECT to_jsonb(l) AS row FROM share_links l WHERE id = ANY($1::uuid[])',
    [linkIds],
  );
  return new Map(rows.map(({ row }) => [row.id, row]));
}

/** Only the status and its time ever change after a link is created. */
async function writeRows(db: PoolClient, rows: readonly ShareLinkRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO share_links SELECT * FROM jsonb_populate_recordset(NULL::share_links, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(rows)],
  );
}
