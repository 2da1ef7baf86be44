import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import { API, type Auth } from '../jobs/testing/job-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOOKUPS_CONNECTION, type LookupsConnection } from './lookups-connection';
import type { LookupsSandbox } from './sandbox/lookups-sandbox.server';
import { SAMPLE_BOUNDS } from './sandbox/sample-places';

const SPERRY_7720 = '7720 Sperry Rd, Kirtland, OH 44094';

describe('lookups API (against the sandbox the app starts)', () => {
  let t: TestApp;
  let staff: Auth;
  let sandbox: LookupsSandbox;
  beforeAll(async () => {
    t = await createTestApp();
    staff = { Authorization: `Bearer ${await t.login('standard')}` };
    sandbox = t.app.get<LookupsConnection>(LOOKUPS_CONNECTION).sandbox as LookupsSandbox;
  });
  afterEach(() => sandbox.reset());
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(`${API}${path}`).set(staff);

  it('starts a local sandbox for both services when their URLs are unset', () => {
    const connection = t.app.get<LookupsConnection>(LOOKUPS_CONNECTION);
    expect(connection.sandbox).not.toBeNull();
    expect(connection.geocoding.baseUrl).toBe(connection.sandbox?.url);
    expect(connection.parcel.baseUrl).toBe(connection.sandbox?.url);
  });

  describe('staff (any signed-in user)', () => {
    it('needs a sign-in', async () => {
      await t.http.get(`${API}/lookups/places?q=7700+Sperry`).expect(401);
    });

    it("suggests addresses and gives a suggestion's parts", async () => {
      const suggestions = await get('/lookups/places?q=7700%20sperry').expect(200);
      expect(suggestions.body).toEqual([
        { place_id: 'sandbox-place-0-0', description: '7700 Sperry Rd, Kirtland, OH 44094, USA' },
      ]);
      expect((await get('/lookups/places?q=Nowhere%20Lane').expect(200)).body).toEqual([]);
      const place = await get('/lookups/places/sandbox-place-0-0').expect(200);
      expect(place.body).toMatchObject({
        address: {
          address: '7700 Sperry Rd',
          city: 'Kirtland',
          state: 'OH',
          zip: '44094',
          county: 'Lake',
        },
        precision: 'rooftop',
      });
      const unknown = await get('/lookups/places/no-such-place').expect(404);
      expect(unknown.body.message).toBe(LOOKUP_MESSAGES.addressNotFound);
    });

    it('geocodes only to a rooftop: an interpolated or approximate result is "Address not found"', async () => {
      const found = await get(`/lookups/geocode?address=${encodeURIComponent(SPERRY_7720)}`);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ precision: 'rooftop', address: { zip: '44094' } });
      for (const address of ['7740 Sperry Rd, Kirtland, OH', 'Mentor, OH', '1 Nowhere Lane']) {
        const answer = await get(`/lookups/geocode?address=${encodeURIComponent(address)}`);
        expect([answer.status, answer.body.message]).toEqual([
          404,
          LOOKUP_MESSAGES.addressNotFound,
        ]);
      }
    });

    it('reverse geocodes a point', async () => {
      const place = await get('/lookups/reverse?lat=41.5496&lng=-81.4217').expect(200);
      expect(place.body.address.address).toBe('7702 E Spaulding St');
      const nothing = await get('/lookups/reverse?lat=10&lng=10').expect(404);
      expect(nothing.body.message).toBe(LOOKUP_MESSAGES.addressNotFound);
    });

    it('finds the parcel and its owner at an address or a point, or "No parcel found"', async () => {
      const byAddress = await get(`/lookups/parcels?address=${encodeURIComponent(SPERRY_7720)}`);
      expect(byAddress.status).toBe(200);
      expect(byAddress.body).toMatchObject({
        parcel_id: '08A0100000030',
        lot_no: '3',
        block_no: 'A',
        owner: { name: 'NOVAK CARLA', city: 'CLEVELAND', state: 'OH', zip: '44114-2315' },
      });
      const { lat, lng } = byAddress.body.centre as { lat: number; lng: number };
      const byPoint = await get(`/lookups/parcels?lat=${lat}&lng=${lng}`).expect(200);
      expect(byPoint.body).toEqual(byAddress.body);
      const none = await get(
        `/lookups/parcels?address=${encodeURIComponent('7792 E Spaulding St, Willoughby, OH')}`,
      ).expect(404);
      expect(none.body.message).toBe(LOOKUP_MESSAGES.noParcelFound);
    });

    it("lists the parcels in the map's view, and gives the map's tiles (none configured)", async () => {
      const { south, west, north, east } = SAMPLE_BOUNDS;
      const area = await get(
        `/lookups/parcels/area?south=${south}&west=${west}&north=${north}&east=${east}`,
      ).expect(200);
      expect(area.body.parcels).toHaveLength(38);
      expect(area.body.truncated).toBe(false);
      expect((await get('/lookups/map').expect(200)).body).toEqual({
        tile_url: null,
        attribution: null,
      });
    });

    it('answers what it answered before from its cache, without asking the service again', async () => {
      await get('/lookups/places?q=7712%20E%20Spauld').expect(200);
      sandbox.behave({ service: 'geocoding', next: 'fail', times: 0 });
      const again = await get('/lookups/places?q=7712  e spauld').expect(200);
      expect(again.body).toHaveLength(1);
    });

    it("answers 502 with the spec's message when a service fails, and leaves its words to the log", async () => {
      sandbox.behave({ service: 'geocoding', next: 'fail', times: 0 });
      sandbox.behave({ service: 'parcel', next: 'deny', times: 0 });
      const failures: [string, string][] = [
        ['/lookups/places?q=7730%20Sperry', LOOKUP_MESSAGES.error],
        ['/lookups/places/sandbox-place-1-1', LOOKUP_MESSAGES.coordinatesFailed],
        ['/lookups/geocode?address=7730%20Sperry%20Rd', LOOKUP_MESSAGES.coordinatesFailed],
        ['/lookups/reverse?lat=41.55&lng=-81.4201', LOOKUP_MESSAGES.addressFailed],
        ['/lookups/parcels?address=7730%20Sperry%20Rd', LOOKUP_MESSAGES.parcelFailed],
        ['/lookups/parcels?lat=41.55&lng=-81.4201', LOOKUP_MESSAGES.parcelFailed],
        [
          '/lookups/parcels/area?south=41.55&west=-81.43&north=41.56&east=-81.42',
          LOOKUP_MESSAGES.parcelFailed,
        ],
      ];
      for (const [path, message] of failures) {
        const answer = await get(path);
        expect([path, answer.status, answer.body]).toEqual([
          path,
          502,
          { statusCode: 502, message, error: 'Bad Gateway' },
        ]);
      }
    });
  });
});
