import type { KeyObject } from 'node:crypto';
import type { Pool } from 'pg';
import { newSigningKeyPem, parseSigningKey } from './signing-key';

/**
 * The key every instance signs with: AUDIT_SIGNING_KEY, else the one kept in audit_signing_key.
 * The first instance to need it inserts a new one; ON CONFLICT DO NOTHING makes two instances
 * starting together keep the same row, and both read back the one that won.
 */
export async function loadDeploymentKey(pool: Pool, configured?: string): Promise<KeyObject> {
  if (configured) return parseSigningKey(configured);
  await pool.query(
    `INSERT INTO audit_signing_key (id, private_key_pem) VALUES ('deployment', $1)
     ON CONFLICT (id) DO NOTHING`,
    [newSigningKeyPem()],
  );
  const { rows } = await pool.query<{ private_key_pem: string }>(
    `SELECT private_key_pem FROM audit_signing_key WHERE id = 'deployment'`,
  );
  return parseSigningKey(rows[0]?.private_key_pem ?? '');
}
