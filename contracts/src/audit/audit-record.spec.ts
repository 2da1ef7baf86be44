import { generateKeyPairSync, sign } from 'node:crypto';
import { publicJwkOf, publicKeyFromText } from './audit-key';
import {
  AUDIT_RECORD_FORMAT,
  signedText,
  verifyAuditRecord,
  type AuditRecord,
  type AuditRecordBody,
} from './audit-record';
import { computeEventHash, type ChainedEventFields } from './hash-chain';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const STREAM = 'job-7d1f0c58-2a55-4d4e-9d7a-2f1b9c0e8a11';

function chain(types: readonly string[]): ChainedEventFields[] {
  const events: ChainedEventFields[] = [];
  for (const [revision, type] of types.entries()) {
    const prevHash = events[revision - 1]?.metadata.hash ?? null;
    const fields = {
      streamId: STREAM,
      revision,
      id: `00000000-0000-4000-8000-00000000000${revision}`,
      type,
      schemaVersion: 1,
      data: { step: revision },
      metadata: { companyId: 'c-1', occurredAt: '2026-11-30T10:00:00.000Z', prevHash },
    };
    events.push({ ...fields, metadata: { ...fields.metadata, hash: computeEventHash(fields) } });
  }
  return events;
}

function signed(events: ChainedEventFields[]): AuditRecord {
  const last = events[events.length - 1]!;
  const body: AuditRecordBody = {
    format: AUDIT_RECORD_FORMAT,
    job: { id: STREAM.slice(4), companyId: 'c-1' },
    streamId: STREAM,
    events,
    head: { revision: last.revision, hash: last.metadata.hash },
    producedAt: '2026-11-30T11:00:00.000Z',
    producedBy: { userId: 'u-1', name: 'Alice Admin', email: 'admin@example.com' },
    algorithm: 'Ed25519',
    keyId: publicJwkOf(publicKey).kid,
  };
  const signature = sign(null, Buffer.from(signedText(body)), privateKey).toString('base64url');
  return { ...body, signature };
}

type EditableRecord = { events: { data: { step: number } }[] };

/** The record as the auditor's file holds it, edited by `change`. */
function edited(record: AuditRecord, change: (file: EditableRecord) => void): unknown {
  const file = JSON.parse(JSON.stringify(record)) as EditableRecord;
  change(file);
  return file;
}

describe('verifyAuditRecord', () => {
  const record = signed(chain(['JobCreated', 'AnswersSaved', 'NoteAdded', 'JobSubmitted']));

  it('accepts an untouched record with the JWK or the PEM of the key', () => {
    const jwk = JSON.stringify(publicJwkOf(publicKey));
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    for (const pinned of [jwk, pem]) {
      expect(
        verifyAuditRecord(
          edited(record, () => undefined),
          publicKeyFromText(pinned),
        ),
      ).toEqual({ valid: true, problems: [], brokenEvent: undefined, events: 4 });
    }
  });

  it("names the event whose data was changed, and the signature's failure", () => {
    const verdict = verifyAuditRecord(
      edited(record, (file) => (file.events[2].data.step = 9)),
      publicKey,
    );
    expect(verdict.valid).toBe(false);
    expect(verdict.brokenEvent).toMatchObject({ revision: 2, type: 'NoteAdded' });
    expect(verdict.problems[0]).toMatch(/revision 2 \(NoteAdded, id .*\).*content was changed/);
    expect(verdict.problems).toContain(
      'The signature does not match: the record was changed after it was signed',
    );
  });

  it('names where an event was removed or two were swapped', () => {
    const removed = edited(record, (file) => file.events.splice(1, 1));
    expect(verifyAuditRecord(removed, publicKey).brokenEvent).toMatchObject({
      revision: 2,
      reason: 'expected revision 1, found 2',
    });
    const swapped = edited(record, (file) => file.events.reverse());
    expect(verifyAuditRecord(swapped, publicKey).brokenEvent).toMatchObject({ revision: 3 });
  });

  it('tells events cut off at the end, even from a chain still intact', () => {
    const verdict = verifyAuditRecord(
      edited(record, (file) => file.events.pop()),
      publicKey,
    );
    expect(verdict.brokenEvent).toBeUndefined();
    expect(verdict.problems[0]).toMatch(/ends at revision 2, but the record's head is revision 3/);
  });

  it('refuses a record signed by another key, and a file that is no record', () => {
    const other = generateKeyPairSync('ed25519').publicKey;
    const verdict = verifyAuditRecord(
      edited(record, () => undefined),
      other,
    );
    expect(verdict.valid).toBe(false);
    expect(verdict.problems[0]).toMatch(/names signing key .*; the key given is/);
    expect(verifyAuditRecord({ format: 'x' }, publicKey).problems[0]).toMatch(
      /^Not an audit record/,
    );
  });
});
