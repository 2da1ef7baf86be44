import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretsKey } from './secrets-key';

describe('secretsKey', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'secrets-key-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('is SECRETS_KEY when set', () => {
    const hex = 'ab'.repeat(32);
    expect(secretsKey({ SECRETS_KEY: hex, DATA_DIR: dataDir })).toEqual(Buffer.from(hex, 'hex'));
  });

  it('is generated once into DATA_DIR/secrets-key, readable by its owner only', () => {
    const first = secretsKey({ DATA_DIR: dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, 'secrets-key')).mode & 0o777).toBe(0o600);
    expect(secretsKey({ DATA_DIR: dataDir })).toEqual(first);
  });
});
