import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { AUDIT_KEY_PATH, jwkThumbprint } from '@job-intake/contracts/audit/audit-key';
import {
  signedText,
  verifyAuditRecord,
  type AuditRecord,
} from '@job-intake/contracts/audit/audit-record';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { verifyStreams } from '../../../audit/verify-streams';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createOtherCompany } from '../../../users/testing/other-company';
import { API, createJob, type Auth, ignoreDroppedConnections } from '../../testing/job-fixtures';

describe('GET /job/{id}/audit-record: a signed record an auditor verifies without the server', () => {
  let t: TestApp & { database: { url: string } };
  let admin: Auth;
  let reviewer: Auth;
  let jwk: JsonWebKey;
  const dataDir = mkdtempSync(join(tmpdir(), 'audit-record-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
    jwk = (await t.http.get(AUDIT_KEY_PATH).expect(200)).body;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A job with a few events: created, renamed twice. */
  async function jobWithHistory(): Promise<string> {
    const id = await createJob(t, reviewer, { name: 'Cedar Mill' });
    for (const name of ['Cedar Mill 2', 'Cedar Mill 3']) {
      await t.http.patch(`${API}/job/${id}`).set(reviewer).send({ name }).expect(200);
    }
    return id;
  }

  const download = async (id: string): Promise<AuditRecord> =>
    (await t.http.get(`${API}/job/${id}/audit-record`).set(admin).expect(200)).body;

  it('publishes the public key as a cacheable JWK whose kid is its RFC 7638 thumbprint', async () => {
    const answer = await t.http.get(AUDIT_KEY_PATH).expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.body).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(answer.body.kid).toBe(jwkThumbprint(answer.body));
  });

  it('answers the whole stream as a file whose signature verifies with node:crypto and the JWK', async () => {
    const id = await jobWithHistory();
    const answer = await t.http.get(`${API}/job/${id}/audit-record`).set(admin).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="audit-record-${id}-${today}.json"`,
    );
    const record: AuditRecord = answer.body;
    const stream = await t.app.get<EventStore>(EVENT_STORE).readStream(jobStreamId(id));
    expect(record.events.map((event) => event.metadata.hash)).toEqual(
      stream.map((event) => event.metadata.hash),
    );
    expect(record).toMatchObject({
      job: { id },
      head: { revision: stream.length - 1, hash: stream.at(-1)?.metadata.hash },
      producedBy: { name: 'Alice Admin', email: 'admin@demo.job-intake.local' },
      keyId: jwk.kid,
    });
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    const signed = Buffer.from(signedText(record));
    expect(verify(null, signed, key, Buffer.from(record.signature, 'base64url'))).toBe(true);
    expect(verifyAuditRecord(record, key)).toMatchObject({ valid: true, problems: [] });
  });

  it('fails a record edited after download, naming the event changed', async () => {
    const record = await download(await jobWithHistory());
    const edited = structuredClone(record) as unknown as { events: { data: { name?: string } }[] };
    edited.events[1]!.data.name = 'Forged';
    const verdict = verifyAuditRecord(edited, createPublicKey({ key: jwk, format: 'jwk' }));
    expect(verdict.valid).toBe(false);
    expect(verdict.brokenEvent).toMatchObject({ revision: 1, id: record.events[1]!.id });
  });

  it('and ops audit verify name the same revision when the database itself was tampered with', async () => {
    const id = await jobWithHistory();
    const sql = new Client({ connectionString: t.database.url });
    await sql.connect();
    try {
      // The events table refuses changes; someone with superuser rights can bypass its trigger.
      await sql.query('BEGIN');
      await sql.query("SET LOCAL session_replication_role = 'replica'");
      await sql.query(
        `UPDATE events SET data = data || '{"name":"Forged"}' WHERE stream_id = $1 AND revision = 2`,
        [jobStreamId(id)],
      );
      await sql.query('COMMIT');
    } finally {
      await sql.end();
    }
    const report = await verifyStreams(t.app.get<EventStore>(EVENT_STORE), [jobStreamId(id)]);
    expect(report.broken.map((broken) => broken.event?.revision)).toEqual([2]);
    const verdict = verifyAuditRecord(
      await download(id),
      createPublicKey({ key: jwk, format: 'jwk' }),
    );
    expect(verdict.brokenEvent).toMatchObject({ revision: 2, id: report.broken[0]?.event?.id });
  });

  it("answers 404 for another company's job and 400 for a bad id", async () => {
    const id = await createJob(t, admin);
    const other = await createOtherCompany(t);
    const stranger = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    await t.http.get(`${API}/job/${id}/audit-record`).set(stranger).expect(404);
    await t.http.get(`${API}/job/not-a-uuid/audit-record`).set(admin).expect(400);
  });
});
