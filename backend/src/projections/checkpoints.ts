import type { Pool, PoolClient } from 'pg';
import { START, type GlobalPosition } from '../event-store/event-store.port';

interface CheckpointRow {
  commit_position: string;
  prepare_position: string;
}

function toPosition(row: CheckpointRow | undefined): GlobalPosition {
  return row
    ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
    : START;
}

export async function readCheckpoint(db: Pool | PoolClient, name: string): Promise<GlobalPosition> {
  const { rows } = await db.query<CheckpointRow>(
    'SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  return toPosition(rows[0]);
}

/** The stored checkpoints of the named projections (START for one never folded). */
export async function readCheckpoints(
  db: Pool | PoolClient,
  names: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  const { rows } = await db.query<CheckpointRow & { name: string }>(
    'SELECT name, commit_position, prepare_position FROM projection_checkpoints WHERE name = ANY($1)',
    [names],
  );
  const stored = new Map(rows.map((row) => [row.name, toPosition(row)]));
  return new Map(names.map((name) => [name, stored.get(name) ?? START]));
}

/** Locks the projection's checkpoint row for the transaction (creating it at START). */
export async function lockCheckpoint(tx: PoolClient, name: string): Promise<GlobalPosition> {
  await tx.query(
    `INSERT INTO projection_checkpoints (name, commit_position, prepare_position)
     VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
    [name, START.commit.toString(), START.prepare.toString()],
  );
  const { rows } = await tx.query<CheckpointRow>(
    'SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    [name],
  );
  return toPosition(rows[0]);
}

/** Where every instance hears that a checkpoint moved (checkpoint-watch.ts). */
export const CHECKPOINTS_CHANNEL = 'projection_checkpoints';

/** Moves the checkpoint and, when the transaction commits, NOTIFYs every instance of it. */
export async function saveCheckpoint(
  tx: PoolClient,
  name: string,
  position: GlobalPosition,
): Promise<void> {
  await tx.query(
    `WITH saved AS (
       UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now()
        WHERE name = $1 RETURNING name)
     SELECT pg_notify('${CHECKPOINTS_CHANNEL}', name) FROM saved`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}
