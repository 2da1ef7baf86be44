import { sign, createPublicKey, type KeyObject } from 'node:crypto';
import { publicJwkOf, type AuditPublicJwk } from '@job-intake/contracts/audit/audit-key';
import {
  signedText,
  type AuditRecord,
  type AuditRecordBody,
} from '@job-intake/contracts/audit/audit-record';

/** Signs audit records with the deployment's key and tells its public half. */
export class AuditSigner {
  readonly publicJwk: AuditPublicJwk;

  constructor(private readonly privateKey: KeyObject) {
    this.publicJwk = publicJwkOf(createPublicKey(privateKey));
  }

  sign(body: Omit<AuditRecordBody, 'algorithm' | 'keyId'>): AuditRecord {
    const signed: AuditRecordBody = { ...body, algorithm: 'Ed25519', keyId: this.publicJwk.kid };
    const signature = sign(null, Buffer.from(signedText(signed), 'utf8'), this.privateKey);
    return { ...signed, signature: signature.toString('base64url') };
  }
}
