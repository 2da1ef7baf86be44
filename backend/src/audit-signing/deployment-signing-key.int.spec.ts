import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { publicJwkOf } from '@job-intake/contracts/audit/audit-key';
import { SecretBox } from '../credentials/secret-box';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { loadDeploymentKey } from './deployment-signing-key';

const box = new SecretBox(randomBytes(32));
const kidOf = async (pool: Pool, configured?: string) =>
  publicJwkOf(createPublicKey(await loadDeploymentKey(pool, box, configured))).kid;

describe('the deployment signing key', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 4 });
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('is generated once: instances starting together and every restart sign with the same key', async () => {
    const together = await Promise.all([kidOf(pool), kidOf(pool), kidOf(pool)]);
    expect(new Set(together).size).toBe(1);
    const restarted = new Pool({ connectionString: db.url, max: 1 });
    try {
      expect(await kidOf(restarted)).toBe(together[0]);
    } finally {
      await restarted.end();
    }
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM audit_signing_key');
    expect(rows[0].n).toBe(1);
  });

  it('is kept sealed, and a key kept in plain text before is sealed in place and still signs', async () => {
    const kid = await kidOf(pool);
    const kept = async () =>
      (await pool.query(`SELECT private_key_pem FROM audit_signing_key`)).rows[0].private_key_pem;
    expect(await kept()).toMatch(/^v1:/);
    expect(await kept()).not.toContain('PRIVATE KEY');
    await expect(loadDeploymentKey(pool, new SecretBox(randomBytes(32)))).rejects.toThrow(
      'does not open',
    );

    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const plain = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await pool.query('UPDATE audit_signing_key SET private_key_pem = $1', [plain]);
    expect(await kidOf(pool)).toBe(publicJwkOf(publicKey).kid);
    expect(await kept()).toMatch(/^v1:/);
    expect(await kidOf(pool)).toBe(publicJwkOf(publicKey).kid);
    expect(kid).not.toBe(publicJwkOf(publicKey).kid);
  });

  it('is AUDIT_SIGNING_KEY when set, as PKCS#8 PEM or base64 DER', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const expected = publicJwkOf(publicKey).kid;
    expect(await kidOf(pool, pem)).toBe(expected);
    expect(await kidOf(pool, der)).toBe(expected);
    expect(await kidOf(pool)).not.toBe(expected);
  });

  it('refuses a key that is not an Ed25519 private key, naming the variable', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    const pem = rsa.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(loadDeploymentKey(pool, box, pem)).rejects.toThrow(
      'AUDIT_SIGNING_KEY: must be an Ed25519 key, not rsa',
    );
    await expect(loadDeploymentKey(pool, box, 'not a key')).rejects.toThrow(/^AUDIT_SIGNING_KEY: /);
  });
});
