import { CNT_ID_NEEDED_MESSAGE } from '@job-intake/contracts/identity/users-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PROVIDER_CONNECTION, type ProviderConnection } from './provider-connection';

describe('provider look-ups API (against the sandbox the app starts)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let standard: { Authorization: string };
  let reviewer: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
  });
  afterAll(() => t.close());

  it('starts a local sandbox when PROVIDER_API_URL is unset', () => {
    const connection = t.app.get<ProviderConnection>(PROVIDER_CONNECTION);
    expect(connection.sandbox).not.toBeNull();
    expect(connection.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  describe('GET /provider/api-key', () => {
    it("looks up a contact's API key through the provider's contact API", async () => {
      const { body } = await t.http
        .get('/api/v1/provider/api-key?cnt_id=100245')
        .set(admin)
        .expect(200);
      expect(body).toEqual({ cnt_id: '100245', api_key: 'demo-api-key-100245' });
    });

    it("refuses a missing CNT ID with the users page's message (400)", async () => {
      for (const query of ['', '?cnt_id=', '?cnt_id=%20%20']) {
        const answer = await t.http.get(`/api/v1/provider/api-key${query}`).set(admin).expect(400);
        expect(answer.body.message).toEqual([CNT_ID_NEEDED_MESSAGE]);
      }
      const letters = await t.http
        .get('/api/v1/provider/api-key?cnt_id=12ab')
        .set(admin)
        .expect(400);
      expect(letters.body.message).toEqual(['cnt_id must be a contact number (digits only)']);
    });

    it("passes on the provider's words for an unknown contact (404)", async () => {
      const answer = await t.http
        .get('/api/v1/provider/api-key?cnt_id=999999')
        .set(admin)
        .expect(404);
      expect(answer.body).toEqual({
        statusCode: 404,
        message: 'Contact 999999 was not found.',
        error: 'Not Found',
      });
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      await t.http.get('/api/v1/provider/api-key?cnt_id=100245').set(standard).expect(403);
      await t.http.get('/api/v1/provider/api-key?cnt_id=100245').expect(401);
    });
  });

  describe('GET /provider/divisions and /provider/contacts', () => {
    it('lists every location (inactive ones too) to any signed-in user', async () => {
      const { body } = await t.http.get('/api/v1/provider/divisions').set(standard).expect(200);
      expect(body.map((location: { DIV_ID: number }) => location.DIV_ID)).toEqual([
        5001, 5002, 5003, 5004, 5005,
      ]);
      await t.http.get('/api/v1/provider/divisions').expect(401);
    });

    it("lists a contact's locations and a location's contacts (with the reviewer's own key)", async () => {
      const divisions = await t.http
        .get('/api/v1/provider/divisions?cnt_id=100251')
        .set(reviewer)
        .expect(200);
      expect(divisions.body.map((location: { DIV_ID: number }) => location.DIV_ID)).toEqual([
        5001, 5003,
      ]);
      const contacts = await t.http
        .get('/api/v1/provider/contacts?div_id=5003')
        .set(reviewer)
        .expect(200);
      expect(contacts.body).toEqual([
        { CNT_ID: 100200, CONTACT: 'Dana Default' },
        { CNT_ID: 100251, CONTACT: 'Priya Patel' },
      ]);
      await t.http.get('/api/v1/provider/contacts?div_id=x').set(reviewer).expect(400);
    });
  });
});

describe('provider look-ups API when the provider is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PROVIDER_API_URL: 'http://127.0.0.1:9',
      PROVIDER_API_KEY: 'configured-key',
      PROVIDER_TIMEOUT_MS: '1000',
    });
  });
  afterAll(() => t.close());

  it('answers 502 with a message that says where the provider could not be reached', async () => {
    const admin = { Authorization: `Bearer ${await t.login('admin')}` };
    const answer = await t.http
      .get('/api/v1/provider/api-key?cnt_id=100245')
      .set(admin)
      .expect(502);
    expect(answer.body.message).toMatch(
      /^The provider's API \(http:\/\/127\.0\.0\.1:9\) could not be reached while fetching the API key of contact 100245/,
    );
    expect(t.app.get<ProviderConnection>(PROVIDER_CONNECTION).sandbox).toBeNull();
  });
});
