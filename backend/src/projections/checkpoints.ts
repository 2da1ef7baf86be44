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

export async function saveCheckpoint(
  tx: PoolClient,
  name: string,
  position: GlobalPosition,
): Promise<void> {
  await tx.query(
    `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now()
     WHERE name = $1`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}
