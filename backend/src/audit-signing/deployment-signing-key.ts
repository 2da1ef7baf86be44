import type { KeyObject } from 'node:crypto';
import type { Pool } from 'pg';
import type { SecretBox } from '../credentials/secret-box';
import { newSigningKeyPem, parseSigningKey } from './signing-key';

/** What the kept key is sealed for (decision 0059). */
const BOUND_TO = 'audit_signing_key:deployment';

/** A key kept before decision 0059: the PEM itself. */
const isPlain = (kept: string) => kept.startsWith('-----BEGIN');

/**
 * The key every instance signs with: AUDIT_SIGNING_KEY, else the one kept in audit_signing_key,
 * sealed by the SecretBox. The first instance to need it inserts a new one; ON CONFLICT DO NOTHING
 * makes two instances starting together keep the same row, and both read back the one that won.
 * A key kept in plain text before is sealed in place.
 */
export async function loadDeploymentKey(
  pool: Pool,
  box: SecretBox,
  configured?: string,
): Promise<KeyObject> {
  if (configured) return parseSigningKey(configured);
  await pool.query(
    `INSERT INTO audit_signing_key (id, private_key_pem) VALUES ('deployment', $1)
     ON CONFLICT (id) DO NOTHING`,
    [box.seal(newSigningKeyPem(), BOUND_TO)],
  );
  const { rows } = await pool.query<{ private_key_pem: string }>(
    `SELECT private_key_pem FROM audit_signing_key WHERE id = 'deployment'`,
  );
  const kept = rows[0]?.private_key_pem ?? '';
  if (!isPlain(kept)) return parseSigningKey(box.open(kept, BOUND_TO));
  await pool.query(
    `UPDATE audit_signing_key SET private_key_pem = $2
     WHERE id = 'deployment' AND private_key_pem = $1`,
    [kept, box.seal(kept, BOUND_TO)],
  );
  return parseSigningKey(kept);
}
