import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** A private key given as PKCS#8 PEM or as its DER in base64; only Ed25519 signs audit records. */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    key = trimmed.startsWith('-----BEGIN')
      ? createPrivateKey(trimmed)
      : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error('AUDIT_SIGNING_KEY: must be a PKCS#8 private key, PEM or base64 DER');
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`AUDIT_SIGNING_KEY: must be an Ed25519 key, not ${key.asymmetricKeyType}`);
  }
  return key;
}

export function newSigningKeyPem(): string {
  return generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
}
