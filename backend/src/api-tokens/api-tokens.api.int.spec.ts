import { API_TOKENS_PER_COMPANY } from '@job-intake/contracts/integrations/api-tokens-api';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { API, type Auth } from '../testing/api-base';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany, type OtherCompany } from '../users/testing/other-company';
import { EXPIRED_TOKEN, REVOKED_TOKEN, UNKNOWN_TOKEN } from './authenticate/api-token-grants';
import { TOO_MANY_TOKENS } from './create-token/create-token.service';
import { TOKENS_NEED_A_SESSION } from './shared/token-management';
import { TOKEN_CREATOR_GONE } from '../auth/session.service';
import { bearer, createToken, tokensPath } from './testing/api-token-fixtures';

const LIMIT = 6;

describe('API tokens: create, list, revoke, and requests made with them', () => {
  let t: TestApp;
  let admin: Auth;
  let auditor: Auth;
  let standard: Auth;
  let other: OtherCompany;
  const demoTokens = tokensPath(DEMO_COMPANY_ID);

  beforeAll(async () => {
    t = await createTestApp({ API_TOKEN_RATE_LIMIT: String(LIMIT) });
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    auditor = { Authorization: `Bearer ${await t.login('auditor')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    other = await createOtherCompany(t);
  });
  afterAll(() => t.close());

  it('answers the secret once and keeps only its hash; the list shows the hint', async () => {
    const { token, secret } = await createToken(t, admin, DEMO_COMPANY_ID, ['projects']);
    expect(secret).toMatch(/^jit_[\w-]{43}$/);
    expect(token).toMatchObject({
      permissions: ['projects'],
      hint: secret.slice(0, 10),
      created_by: { name: 'Alice Admin' },
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    });
    const list = (await t.http.get(demoTokens).set(admin).expect(200)).body;
    expect(list[0]).toEqual(token);
    expect(JSON.stringify(list)).not.toContain(secret);
    const { rows } = await t.pool.query('SELECT * FROM api_tokens WHERE id = $1', [token.id]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(10));
  });

  it('lets a token do what its permissions allow and refuses the rest (403)', async () => {
    const { secret } = await createToken(t, admin, DEMO_COMPANY_ID, ['projects']);
    await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
    const users = await t.http.get(`${API}/users`).set(bearer(secret)).expect(403);
    expect(users.body.message).toMatch(/permission/);
    await t.http.get(`${API}/company/${DEMO_COMPANY_ID}`).set(bearer(secret)).expect(403);
  });

  it("answers another company's data 404 to a token, as to a session", async () => {
    const { secret } = await createToken(t, admin, DEMO_COMPANY_ID, ['company']);
    await t.http.get(`${API}/company/${DEMO_COMPANY_ID}`).set(bearer(secret)).expect(200);
    await t.http.get(`${API}/company/${other.companyId}`).set(bearer(secret)).expect(404);
  });

  it('never lets a token list, create or revoke tokens (403, needs a session)', async () => {
    const { token, secret } = await createToken(t, admin, DEMO_COMPANY_ID, ['company']);
    const refusals = await Promise.all([
      t.http.get(demoTokens).set(bearer(secret)),
      t.http
        .post(demoTokens)
        .set(bearer(secret))
        .send({ name: 'More', permissions: ['company'] }),
      t.http.delete(`${demoTokens}/${token.id}`).set(bearer(secret)),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.message).toBe(TOKENS_NEED_A_SESSION);
    }
  });

  it('refuses a revoked, an expired and an unknown token (401, each said)', async () => {
    const revoked = await createToken(t, admin, DEMO_COMPANY_ID, ['projects']);
    await t.http.delete(`${demoTokens}/${revoked.token.id}`).set(admin).expect(204);
    const expiring = await createToken(t, admin, DEMO_COMPANY_ID, ['projects'], tomorrow());
    await t.pool.query(
      `UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.token.id],
    );
    const cases = [
      [revoked.secret, REVOKED_TOKEN],
      [expiring.secret, EXPIRED_TOKEN],
      [`${revoked.secret.slice(0, -1)}x`, UNKNOWN_TOKEN],
    ] as const;
    for (const [secret, message] of cases) {
      const answer = await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(401);
      expect(answer.body.message).toBe(message);
    }
    const listed = (await t.http.get(demoTokens).set(admin)).body;
    expect(
      listed.find((row: { id: string }) => row.id === revoked.token.id).revoked_at,
    ).not.toBeNull();
  });

  it('takes a permission from a token when its creator loses it', async () => {
    const otherAdmin = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    // Another admin edits the role: nobody may take users from their own.
    const superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    const { secret } = await createToken(t, otherAdmin, other.companyId, ['users', 'projects']);
    await t.http.get(`${API}/users`).set(bearer(secret)).expect(200);
    await t.http
      .post(`${API}/roles/${other.adminRoleId}?company_id=${other.companyId}`)
      .set(superAdmin)
      .send({
        name: 'Admin',
        assign_workflow: false,
        permissions: ['company', 'projects', 'workflows'],
      })
      .expect(200);
    await t.http.get(`${API}/users`).set(bearer(secret)).expect(403);
    await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
  });

  it('refuses a token once its creator has left the company (401)', async () => {
    const leaving = await createOtherCompany(t, 'Leaving');
    const leaver = { Authorization: `Bearer ${await t.login(leaving.adminLogin)}` };
    const superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    const { secret } = await createToken(t, leaver, leaving.companyId, ['projects']);
    await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
    await t.http
      .delete(`${API}/membership/${leaving.adminMembershipId}?company_id=${leaving.companyId}`)
      .set(superAdmin)
      .expect(200);
    const refused = await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(401);
    expect(refused.body.message).toBe(TOKEN_CREATOR_GONE);
  });

  it('counts each token against its own limit a minute (429 with Retry-After)', async () => {
    const busy = await createToken(t, admin, DEMO_COMPANY_ID, ['projects']);
    const calm = await createToken(t, admin, DEMO_COMPANY_ID, ['projects']);
    for (let i = 0; i < LIMIT; i += 1)
      await t.http.get(`${API}/jobs?list=open`).set(bearer(busy.secret)).expect(200);
    const refused = await t.http.get(`${API}/jobs?list=open`).set(bearer(busy.secret)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/too many requests/);
    await t.http.get(`${API}/jobs?list=open`).set(bearer(calm.secret)).expect(200);
  });

  it('writes when a token was last used at most once a minute', async () => {
    const { token, secret } = await createToken(t, admin, DEMO_COMPANY_ID, ['projects']);
    const lastUsed = async () =>
      (await t.pool.query('SELECT last_used_at FROM api_tokens WHERE id = $1', [token.id])).rows[0]
        .last_used_at as Date;
    await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.pool.query(
      `UPDATE api_tokens SET last_used_at = now() - interval '30 seconds' WHERE id = $1`,
      [token.id],
    );
    const halfAMinuteAgo = await lastUsed();
    await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
    expect(await lastUsed()).toEqual(halfAMinuteAgo);
    await t.pool.query(
      `UPDATE api_tokens SET last_used_at = now() - interval '61 seconds' WHERE id = $1`,
      [token.id],
    );
    await t.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
    expect((await lastUsed()).getTime()).toBeGreaterThan(halfAMinuteAgo.getTime());
  });

  it('lets an auditor read the list, never change it; a standard user neither', async () => {
    await t.http.get(demoTokens).set(auditor).expect(200);
    await t.http
      .post(demoTokens)
      .set(auditor)
      .send({ name: 'A', permissions: ['audit'] })
      .expect(403);
    await t.http.get(demoTokens).set(standard).expect(403);
    await t.http
      .post(demoTokens)
      .set(standard)
      .send({ name: 'S', permissions: ['projects'] })
      .expect(403);
  });

  it("answers another company's tokens 404", async () => {
    const otherAdmin = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    const { token } = await createToken(t, otherAdmin, other.companyId, ['projects']);
    await t.http.get(tokensPath(other.companyId)).set(admin).expect(404);
    await t.http
      .post(tokensPath(other.companyId))
      .set(admin)
      .send({ name: 'X', permissions: ['projects'] })
      .expect(404);
    await t.http
      .delete(`${tokensPath(other.companyId)}/${token.id}`)
      .set(admin)
      .expect(404);
    await t.http.delete(`${demoTokens}/${token.id}`).set(admin).expect(404);
    const { rows } = await t.pool.query('SELECT revoked_at FROM api_tokens WHERE id = $1', [
      token.id,
    ]);
    expect(rows[0].revoked_at).toBeNull();
  });

  it.each([
    [{ permissions: ['projects'] }, 'name should not be empty'],
    [{ name: '   ', permissions: ['projects'] }, 'name should not be empty'],
    [{ name: 'x'.repeat(101), permissions: ['projects'] }, 'name must be at most 100 characters'],
    [{ name: 42, permissions: ['projects'] }, 'name must be a string'],
    [{ name: 'Two\nlines', permissions: ['projects'] }, 'name must be on one line'],
    [{ name: 'Nul\u0000', permissions: ['projects'] }, 'name must not contain control characters'],
    [{ name: 'N' }, 'permissions must be a list of permission names'],
    [{ name: 'N', permissions: 'projects' }, 'permissions must be a list of permission names'],
    [{ name: 'N', permissions: [] }, 'permissions must name at least one permission'],
    [{ name: 'N', permissions: ['root'] }, 'each of permissions must be one of: company'],
    [{ name: 'N', permissions: [7] }, 'each of permissions must be one of: company'],
    [
      { name: 'N', permissions: ['projects', 'projects'] },
      'permissions must not name a permission twice',
    ],
    [{ name: 'N', permissions: ['super'] }, 'you do not hold super'],
    [
      { name: 'N', permissions: ['projects'], expires_at: 'soon' },
      'expires_at must be a date and time',
    ],
    [{ name: 'N', permissions: ['projects'], expires_at: 3 }, 'expires_at must be a date and time'],
    [
      { name: 'N', permissions: ['projects'], expires_at: '2099-01-31' },
      'expires_at must be a date and time',
    ],
    [
      { name: 'N', permissions: ['projects'], expires_at: '2020-01-01T00:00:00Z' },
      'expires_at must be in the future',
    ],
    [{ name: 'N', permissions: ['projects'], extra: 1 }, 'property extra should not exist'],
  ])('refuses the bad body %j with a clear 400', async (body, message) => {
    const answer = await t.http.post(demoTokens).set(admin).send(body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it(`holds a company to ${API_TOKENS_PER_COMPANY} active tokens`, async () => {
    const otherAdmin = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS live FROM api_tokens WHERE company_id = $1 AND revoked_at IS NULL`,
      [other.companyId],
    );
    await t.pool.query(
      `INSERT INTO api_tokens (company_id, name, permissions, secret_hash, hint, created_by, created_by_name)
       SELECT $1, 'Filler', '{projects}', gen_random_uuid()::text::bytea, 'jit_', $2, 'Olga Other'
       FROM generate_series(1, $3)`,
      [other.companyId, other.adminId, API_TOKENS_PER_COMPANY - rows[0].live],
    );
    const refused = await t.http
      .post(tokensPath(other.companyId))
      .set(otherAdmin)
      .send({ name: 'One more', permissions: ['projects'] })
      .expect(409);
    expect(refused.body.message).toBe(TOO_MANY_TOKENS);
  });
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
