import { createTestApp, type TestApp } from '../../testing/test-app';
import { PROVIDER_CONNECTION, type ProviderConnection } from '../provider-connection';

const PORTAL = '/api/v1/provider/portal';

describe('GET /provider/portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the sandbox's notice page as the template when the sandbox stands in", async () => {
    const auth = { Authorization: `Bearer ${await t.login('standard')}` };
    const { url } = t.app.get<ProviderConnection>(PROVIDER_CONNECTION);
    const { body } = await t.http.get(PORTAL).set(auth).expect(200);
    expect(body).toEqual({ notice_url: `${url}/ols/notice/{directNo}` });
  });

  it('needs a sign-in (401)', async () => {
    await t.http.get(PORTAL).expect(401);
  });
});

describe('GET /provider/portal with PROVIDER_PORTAL_URL', () => {
  it('answers the configured template', async () => {
    const template = 'https://portal.example.com/notice/{directNo}';
    const t = await createTestApp({ PROVIDER_PORTAL_URL: template });
    try {
      const auth = { Authorization: `Bearer ${await t.login('reviewer')}` };
      const { body } = await t.http.get(PORTAL).set(auth).expect(200);
      expect(body).toEqual({ notice_url: template });
    } finally {
      await t.close();
    }
  });
});
