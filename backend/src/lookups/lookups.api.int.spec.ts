import {
  GUEST_LINK_NOT_FOUND,
  PUBLIC_FORM_NOT_FOUND,
  TOO_MANY_GUEST_REQUESTS,
} from '@job-intake/contracts/guests/guest-api';
import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import { DEMO_VARIANT_UUID } from '../forms/seed/demo-form';
import {
  createLinkedJob,
  setLinkStatus,
  startGuestApiApp,
  type GuestApiApp,
} from '../guests/testing/guest-links';
import { API, type Auth } from '../jobs/testing/job-fixtures';
import type { TestApp } from '../testing/test-app';
import { GUEST_LOOKUPS_PER_MINUTE } from './guests/guest-lookups';
import { LOOKUPS_CONNECTION, type LookupsConnection } from './lookups-connection';
import type { LookupsSandbox } from './sandbox/lookups-sandbox.server';
import { SAMPLE_BOUNDS } from './sandbox/sample-places';

const SPERRY_7720 = '7720 Sperry Rd, Kirtland, OH 44094';

describe('lookups API (against the sandbox the app starts)', () => {
  let app: GuestApiApp;
  let t: TestApp;
  let staff: Auth;
  let sandbox: LookupsSandbox;
  beforeAll(async () => {
    app = await startGuestApiApp('lookups-api');
    t = app.t;
    staff = app.standard;
    sandbox = t.app.get<LookupsConnection>(LOOKUPS_CONNECTION).sandbox as LookupsSandbox;
  });
  afterEach(() => sandbox.reset());
  afterAll(() => app.close());

  const get = (path: string, from = '203.0.113.1') =>
    t.http.get(`${API}${path}`).set(staff).set('X-Forwarded-For', from);

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

  describe('bad input: 400 naming the parameter', () => {
    it.each([
      ['/lookups/places', 'q must be text'],
      ['/lookups/places?q=ab', 'q must be 3 to 200 characters'],
      [`/lookups/places?q=${'a'.repeat(201)}`, 'q must be 3 to 200 characters'],
      ['/lookups/places?q=abc&q=def', 'q must be text'],
      ['/lookups/places?q=ab%00c', 'q must not contain control characters (such as NUL)'],
      ['/lookups/places?q=abc&extra=1', 'property extra should not exist'],
      [`/lookups/places/${'x'.repeat(301)}`, 'placeId must be a place id from the suggestions'],
      ['/lookups/places/a%20b', 'placeId must be a place id from the suggestions'],
      ['/lookups/geocode?address=', 'address must be 3 to 200 characters'],
      ['/lookups/reverse?lat=abc&lng=1', 'lat must be a number'],
      ['/lookups/reverse?lat=&lng=1', 'lat must be a number'],
      ['/lookups/reverse?lat=91&lng=1', 'lat must be at most 90'],
      ['/lookups/reverse?lat=1&lng=-180.5', 'lng must be at least -180'],
      ['/lookups/reverse?lat=1', 'lng must be a number'],
      ['/lookups/parcels', 'lat is required (or address)'],
      ['/lookups/parcels?lat=41.55', 'lng is required (or address)'],
      [
        '/lookups/parcels?address=7700%20Sperry&lat=1&lng=1',
        'address or lat and lng: give one, not both',
      ],
      [
        '/lookups/parcels/area?south=41&west=-81.5&north=41.1&east=-81.49',
        'north - south must be at most 0.05 degrees (zoom in)',
      ],
      [
        '/lookups/parcels/area?south=41.1&west=-81.5&north=41&east=-81.49',
        'north must be greater than south',
      ],
      ['/lookups/parcels/area?south=41&west=-81.5&north=41.01', 'east must be a number'],
    ])('%s → %s', async (path, message) => {
      const answer = await get(path).expect(400);
      expect([answer.body.message].flat()).toContain(message);
    });
  });

  describe('guests of a share link (/link/{uuid}/lookups)', () => {
    it('look up while the link is open; an unknown, malformed, closed or complete link is 404', async () => {
      const linked = await createLinkedJob(t, staff, ['Job Location']);
      const guest = (uuid: string) =>
        t.http
          .get(`${API}/link/${uuid}/lookups/places?q=7700%20sperry`)
          .set('X-Forwarded-For', '198.51.100.7');
      expect((await guest(linked.link.uuid).expect(200)).body).toHaveLength(1);
      for (const uuid of ['2f0c8a64-61f4-4b4b-9a55-5f0f7e1f3c1e', 'not-a-uuid']) {
        expect((await guest(uuid).expect(404)).body.message).toBe(GUEST_LINK_NOT_FOUND);
      }
      await setLinkStatus(t, linked, 'closed');
      expect((await guest(linked.link.uuid).expect(404)).body.message).toBe(GUEST_LINK_NOT_FOUND);
      await setLinkStatus(t, linked, 'open');
      await guest(linked.link.uuid).expect(200);
      // The share-links read model's own word for a submitted link.
      await t.pool.query(`UPDATE share_links SET status = 'complete' WHERE uuid = $1`, [
        linked.link.uuid,
      ]);
      expect((await guest(linked.link.uuid).expect(404)).body.message).toBe(GUEST_LINK_NOT_FOUND);
    });
  });

  describe('guests of a public form (/new/{appid}/lookups)', () => {
    const guest = (appid: string, path: string, from: string) =>
      t.http.get(`${API}/new/${appid}/lookups/${path}`).set('X-Forwarded-For', from);

    it('look up through an active, mapped form; any other appid is 404', async () => {
      const parcel = await guest(
        DEMO_VARIANT_UUID,
        `parcels?address=${encodeURIComponent(SPERRY_7720)}`,
        '198.51.100.8',
      ).expect(200);
      expect(parcel.body.parcel_id).toBe('08A0100000030');
      const unknown = await guest('no-such-form', 'map', '198.51.100.8').expect(404);
      expect(unknown.body.message).toBe(PUBLIC_FORM_NOT_FOUND);
    });

    it(`are limited to ${GUEST_LOOKUPS_PER_MINUTE} lookups a minute per client address and route`, async () => {
      const path = 'places?q=7700%20sperry';
      for (let i = 0; i < GUEST_LOOKUPS_PER_MINUTE; i++) {
        await guest(DEMO_VARIANT_UUID, path, '198.51.100.9').expect(200);
      }
      const limited = await guest(DEMO_VARIANT_UUID, path, '198.51.100.9').expect(429);
      expect(limited.body.message).toBe(TOO_MANY_GUEST_REQUESTS);
      await guest(DEMO_VARIANT_UUID, 'map', '198.51.100.9').expect(200);
      await guest(DEMO_VARIANT_UUID, path, '198.51.100.10').expect(200);
    });
  });
});
