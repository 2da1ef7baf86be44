import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { API } from '../../testing/api-base';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-database';
import { REVOKED_TOKEN } from '../authenticate/api-token-grants';
import { bearer, createToken, tokensPath } from '../testing/api-token-fixtures';

/** Two app instances on one database, as behind a load balancer: no instance caches a token. */
describe('revoking an API token on one instance', () => {
  let first: TestApp & { readonly database: TestDatabase };
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, first.database);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('refuses the token on the other instance from its next request on', async () => {
    const admin = { Authorization: `Bearer ${await first.login('admin')}` };
    const { token, secret } = await createToken(first, admin, DEMO_COMPANY_ID, ['projects']);
    await second.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(200);
    await first.http
      .delete(`${tokensPath(DEMO_COMPANY_ID)}/${token.id}`)
      .set(admin)
      .expect(204);
    const refused = await second.http.get(`${API}/jobs?list=open`).set(bearer(secret)).expect(401);
    expect(refused.body.message).toBe(REVOKED_TOKEN);
  });
});
