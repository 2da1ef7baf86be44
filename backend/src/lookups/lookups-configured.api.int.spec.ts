import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import { API } from '../jobs/testing/job-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOOKUPS_CONNECTION, type LookupsConnection } from './lookups-connection';

describe('lookups with the real services configured (here: out of reach) and a tile server', () => {
  let t: TestApp;
  let staff: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp({
      GEOCODING_API_URL: 'http://127.0.0.1:9',
      GEOCODING_API_KEY: 'maps-key',
      PARCEL_API_URL: 'http://127.0.0.1:9/reportall',
      PARCEL_API_KEY: 'parcel-key',
      LOOKUP_TIMEOUT_MS: '1000',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example contributors',
    });
    staff = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(() => t.close());

  it('starts no sandbox and speaks to the configured services with their keys', () => {
    const connection = t.app.get<LookupsConnection>(LOOKUPS_CONNECTION);
    expect(connection.sandbox).toBeNull();
    expect(connection.geocoding).toMatchObject({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'maps-key',
    });
    expect(connection.parcel).toMatchObject({
      baseUrl: 'http://127.0.0.1:9/reportall',
      apiKey: 'parcel-key',
    });
  });

  it("answers 502 with the spec's messages while the services are out of reach", async () => {
    const failures: [string, string][] = [
      ['/lookups/places?q=7700%20Sperry', LOOKUP_MESSAGES.error],
      ['/lookups/geocode?address=7700%20Sperry%20Rd', LOOKUP_MESSAGES.coordinatesFailed],
      ['/lookups/reverse?lat=41.55&lng=-81.42', LOOKUP_MESSAGES.addressFailed],
      ['/lookups/parcels?lat=41.55&lng=-81.42', LOOKUP_MESSAGES.parcelFailed],
    ];
    for (const [path, message] of failures) {
      const answer = await t.http.get(`${API}${path}`).set(staff);
      expect([path, answer.status, answer.body.message]).toEqual([path, 502, message]);
    }
  });

  it("hands the map its tile server and lets the CSP load that server's images only", async () => {
    const answer = await t.http.get(`${API}/lookups/map`).set(staff).expect(200);
    expect(answer.body).toEqual({
      tile_url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
    expect(csp).toContain("connect-src 'self';");
  });
});
