import { resolve } from 'node:path';
import { loadConfig, writeBackup } from '@job-intake/backend/tools';
import type { Connection } from '../shared/connect';

/** Writes a consistent, compressed backup of the events and the kept tables while the app runs. */
export async function backup({ store, pool }: Connection, file: string): Promise<boolean> {
  const storeKind = loadConfig(process.env).EVENTSTORE_URL ? 'eventstoredb' : 'postgres';
  const header = await writeBackup({ store, pool, storeKind }, resolve(file));
  const rows = Object.values(header.counts.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backup written to ${resolve(file)}`);
  console.log(
    `  ${header.counts.events} events (${header.store}), ${rows} rows of ` +
      `${Object.keys(header.counts.tables).length} tables, app ${header.appVersion}, ` +
      `migration ${header.migration}`,
  );
  console.log(`  content SHA-256 ${header.contentSha256}`);
  console.log(
    '  The uploaded files are not in it: copy DATA_DIR/uploads or the S3 bucket as well.',
  );
  return true;
}
