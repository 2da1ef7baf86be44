import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_TABLES } from './backup-tables';

const SOURCE = join(__dirname, '..');

function ownedTables(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of readdirSync(SOURCE)) {
    const file = join(SOURCE, module, 'owned-tables.json');
    if (!existsSync(file)) continue;
    for (const table of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
      owners.set(table, module);
    }
  }
  return owners;
}

describe('the backup decides for each table with its owner (decision 0044)', () => {
  it('names each table once, with the module whose owned-tables.json lists it', () => {
    const owners = ownedTables();
    const names = BACKUP_TABLES.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, owner } of BACKUP_TABLES) {
      expect({ name, owner }).toEqual({ name, owner: owners.get(name) ?? null });
    }
  });
});
