import { resolve } from 'node:path';
import {
  allProjections,
  BackupFileError,
  RestoreRefused,
  restoreBackup,
} from '@job-intake/backend/tools';
import type { Connection } from '../shared/connect';

/**
 * Restores a backup into an empty database: tables, events with their hashes, every projection
 * rebuilt, then the audit of every stream. A refused or damaged file says why and exits 1.
 */
export async function restore({ store, pool }: Connection, file: string): Promise<boolean> {
  try {
    const summary = await restoreBackup(
      { store, pool, projections: allProjections },
      resolve(file),
      (step) => console.log(step),
    );
    const { header, audit } = summary;
    const rows = Object.values(header.counts.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored the backup of ${header.createdAt} (app ${header.appVersion}): ${rows} rows, ` +
        `${summary.events} events in ${audit.streams} streams.`,
    );
    for (const { name, folded } of summary.projections) console.log(`  ${name}: ${folded} events`);
    console.log(
      `audit verify: ${audit.streams - audit.broken.length} of ${audit.streams} streams intact, ` +
        `${audit.broken.length} broken`,
    );
    return audit.broken.length === 0;
  } catch (error) {
    if (!(error instanceof BackupFileError || error instanceof RestoreRefused)) throw error;
    console.error(`Restore refused: ${error.message}`);
    return false;
  }
}
