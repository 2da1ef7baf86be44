import { verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { jwkThumbprint, publicJwkOf } from './audit-key';
import { canonicalJson, verifyChain, type ChainedEventFields } from './hash-chain';

/**
 * A job's audit record (GET /job/{id}/audit-record): the job's events with every field their
 * hashes cover, the chain's head, who produced it and when, signed by the deployment's Ed25519
 * key over the RFC 8785 canonical JSON of everything but the signature. The verifier checks it
 * with nothing from the server but the public key the auditor pinned.
 */
export const AUDIT_RECORD_FORMAT = 'job-intake-audit-record/1';

export interface AuditRecordBody {
  readonly format: typeof AUDIT_RECORD_FORMAT;
  readonly job: { readonly id: string; readonly companyId: string };
  readonly streamId: string;
  /** Every event of the stream, forwards from revision 0. */
  readonly events: readonly ChainedEventFields[];
  /** The last event's revision and hash: what the chain must end at. */
  readonly head: { readonly revision: number; readonly hash: string };
  readonly producedAt: string;
  readonly producedBy: { readonly userId: string; readonly name: string; readonly email: string };
  readonly algorithm: 'Ed25519';
  /** The RFC 7638 thumbprint of the signing key's public JWK. */
  readonly keyId: string;
}

export interface AuditRecord extends AuditRecordBody {
  /** Ed25519 over the canonical JSON of the record without this field, base64url. */
  readonly signature: string;
}

/** The bytes the signature covers. */
export function signedText(record: AuditRecordBody): string {
  const { signature: _signature, ...body } = record as AuditRecordBody & { signature?: string };
  return canonicalJson(body);
}

/** The file's name: the job's id and the day it was produced. */
export function auditRecordFileName(jobId: string, producedAt: string): string {
  return `audit-record-${jobId}-${producedAt.slice(0, 10)}.json`;
}

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const recordSchema = z.object({
  format: z.literal(AUDIT_RECORD_FORMAT),
  streamId: z.string(),
  events: z
    .array(
      z.object({
        streamId: z.string(),
        revision: z.number().int(),
        id: z.string(),
        type: z.string(),
        schemaVersion: z.number().int(),
        // zod types an unknown member as optional; a missing one fails the event's hash.
        data: z.unknown(),
        metadata: z.object({ prevHash: hash.nullable(), hash }).passthrough(),
      }),
    )
    .min(1),
  head: z.object({ revision: z.number().int(), hash }),
  keyId: z.string(),
  signature: z.string(),
});

export interface BrokenEvent {
  readonly revision: number;
  readonly id: string;
  readonly type: string;
  readonly reason: string;
}

export interface AuditRecordVerdict {
  readonly valid: boolean;
  /** What is wrong, first the first event that breaks the chain; empty when valid. */
  readonly problems: readonly string[];
  readonly brokenEvent?: BrokenEvent;
  readonly events: number;
}

/** Checks a parsed record file against the public key the auditor trusts. */
export function verifyAuditRecord(input: unknown, key: KeyObject): AuditRecordVerdict {
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the file';
    return {
      valid: false,
      problems: [`Not an audit record: ${where}: ${issue?.message}`],
      events: 0,
    };
  }
  const record = parsed.data;
  const problems: string[] = [];
  const brokenEvent = chainBreak(record.events as ChainedEventFields[]);
  if (brokenEvent) {
    const { revision, id, type, reason } = brokenEvent;
    problems.push(`Event at revision ${revision} (${type}, id ${id}) is not intact: ${reason}`);
  }
  problems.push(...streamProblems(record));
  const kid = jwkThumbprint(publicJwkOf(key));
  if (record.keyId !== kid) {
    problems.push(`The record names signing key ${record.keyId}; the key given is ${kid}`);
  }
  const signed = Buffer.from(signedText(input as AuditRecordBody), 'utf8');
  if (!verify(null, signed, key, Buffer.from(record.signature, 'base64url'))) {
    problems.push('The signature does not match: the record was changed after it was signed');
  }
  return { valid: problems.length === 0, problems, brokenEvent, events: record.events.length };
}

function chainBreak(events: readonly ChainedEventFields[]): BrokenEvent | undefined {
  const verdict = verifyChain(events);
  if (verdict.ok) return undefined;
  const { revision, id, type } = verdict.brokenAt;
  return { revision, id, type, reason: verdict.reason };
}

type ParsedRecord = z.infer<typeof recordSchema>;

function streamProblems({ streamId, events, head }: ParsedRecord): string[] {
  const problems: string[] = [];
  if (events[0]?.streamId !== streamId) {
    problems.push(`The events belong to stream ${events[0]?.streamId}, not ${streamId}`);
  }
  const last = events[events.length - 1];
  if (last && (last.revision !== head.revision || last.metadata.hash !== head.hash)) {
    problems.push(
      `The chain ends at revision ${last.revision}, but the record's head is revision ` +
        `${head.revision}: events were removed or added at the end`,
    );
  }
  return problems;
}
