import { createHash, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { canonicalJson } from './hash-chain';

/** Where a deployment publishes the public half of the key that signs its audit records. */
export const AUDIT_KEY_PATH = '/.well-known/job-intake-audit-key';

/** The public key as a JWK (RFC 8037, OKP/Ed25519) with its RFC 7638 thumbprint as `kid`. */
export interface AuditPublicJwk {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly x: string;
  readonly kid: string;
  readonly alg: 'EdDSA';
  readonly use: 'sig';
}

/** RFC 7638: SHA-256 of the key's required members (crv, kty, x) in canonical JSON, base64url. */
export function jwkThumbprint(jwk: { crv?: string; kty?: string; x?: string }): string {
  const required = canonicalJson({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(required, 'utf8').digest('base64url');
}

export function publicJwkOf(key: KeyObject): AuditPublicJwk {
  const { kty, crv, x } = key.export({ format: 'jwk' });
  if (kty !== 'OKP' || crv !== 'Ed25519' || !x) throw new TypeError('Not an Ed25519 key');
  return { kty, crv, x, kid: jwkThumbprint({ crv, kty, x }), alg: 'EdDSA', use: 'sig' };
}

/** A public key from what an auditor pinned: the JWK (JSON) or a PEM (SPKI) file's text. */
export function publicKeyFromText(text: string): KeyObject {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return ed25519(createPublicKey(trimmed));
  const jwk = JSON.parse(trimmed) as JsonWebKey;
  return ed25519(createPublicKey({ key: jwk, format: 'jwk' }));
}

function ed25519(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new TypeError('The key is not an Ed25519 key');
  return key;
}
