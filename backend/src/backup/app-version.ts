import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The backend package's version (from source or from dist, both two folders below it). */
export function appVersion(): string {
  const file = resolve(__dirname, '..', '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
