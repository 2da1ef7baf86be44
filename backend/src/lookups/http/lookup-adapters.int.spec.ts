import { LookupError } from '../domain/lookup-error';
import { startLookupsSandbox, type LookupsSandbox } from '../sandbox/lookups-sandbox.server';
import { SAMPLE_BOUNDS } from '../sandbox/sample-places';
import { GoogleGeocodingAdapter } from './google-geocoding.adapter';
import { ReportAllParcelAdapter } from './reportall-parcel.adapter';

describe('the maps and parcel adapters over HTTP, against the sandbox speaking the same contracts', () => {
  let sandbox: LookupsSandbox;
  let maps: GoogleGeocodingAdapter;
  let parcels: ReportAllParcelAdapter;
  beforeAll(async () => {
    sandbox = await startLookupsSandbox();
    maps = new GoogleGeocodingAdapter({
      baseUrl: sandbox.url,
      apiKey: sandbox.geocodingKey,
      timeoutMs: 1000,
    });
    parcels = new ReportAllParcelAdapter({
      baseUrl: sandbox.url,
      apiKey: sandbox.parcelKey,
      timeoutMs: 1000,
    });
  });
  afterEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  describe("Google's Places Autocomplete and Geocoding", () => {
    it('suggests addresses for what was typed, at most five', async () => {
      expect(await maps.autocomplete('7700 sperry')).toEqual([
        { place_id: 'sandbox-place-0-0', description: '7700 Sperry Rd, Kirtland, OH 44094, USA' },
      ]);
      expect(await maps.autocomplete('Mentor Ave')).toHaveLength(5);
      expect(await maps.autocomplete('Nowhere Street')).toEqual([]);
    });

    it("gives a suggestion's place, and geocodes an address written out in long words", async () => {
      const place = {
        address: {
          address: '7700 Sperry Rd',
          city: 'Kirtland',
          state: 'OH',
          zip: '44094',
          county: 'Lake',
        },
        location: { lat: 41.54895, lng: -81.42181 },
        precision: 'rooftop',
      };
      expect(await maps.placeDetails('sandbox-place-0-0')).toEqual(place);
      expect(await maps.geocode('7700 Sperry Road, Kirtland, Ohio')).toEqual([place]);
      expect(await maps.placeDetails('no-such-place')).toBeNull();
    });

    it('tells the precision: interpolated along a street, approximate for a town', async () => {
      const [interpolated] = await maps.geocode('7740 Sperry Rd, Kirtland, OH');
      expect(interpolated?.precision).toBe('range_interpolated');
      const [town] = await maps.geocode('Mentor, OH');
      expect(town).toMatchObject({ precision: 'approximate', address: { city: 'Mentor' } });
      expect(await maps.geocode('1 Unknown Way, Nowhere')).toEqual([]);
    });

    it('reverse geocodes a point on a lot to its address', async () => {
      const place = await maps.reverse({ lat: 41.5496, lng: -81.4217 });
      expect(place?.address.address).toBe('7702 E Spaulding St');
      expect(await maps.reverse({ lat: 40, lng: -80 })).toBeNull();
    });

    it('turns a refused key, a failure and a slow answer into LookupErrors', async () => {
      const denied = new GoogleGeocodingAdapter({
        baseUrl: sandbox.url,
        apiKey: 'wrong',
        timeoutMs: 1000,
      });
      await expect(denied.autocomplete('7700 Sperry')).rejects.toMatchObject({
        kind: 'refused',
        message:
          'The maps service answered REQUEST_DENIED for the address suggestions: The provided API key is invalid.',
      });
      sandbox.behave({ service: 'geocoding', next: 'fail' });
      await expect(maps.geocode('7700 Sperry Rd')).rejects.toMatchObject({ kind: 'unavailable' });
      sandbox.behave({ service: 'geocoding', next: 'slow', delayMs: 1500 });
      await expect(maps.reverse({ lat: 41.55, lng: -81.42 })).rejects.toThrow(
        /did not answer within 1000 ms/,
      );
    });
  });

  describe("ReportAll's parcel API", () => {
    it('finds the parcel at a point and at an address, with its raw record mapped', async () => {
      const atPoint = await parcels.byPoint({ lat: 41.5489, lng: -81.4211 });
      expect(atPoint).toMatchObject({
        parcel_id: '08A0100000030',
        lot_no: '3',
        block_no: 'A',
        address: { address: '7720 SPERRY RD', city: 'KIRTLAND', state: 'OH', zip: '44094' },
        owner: {
          name: 'NOVAK CARLA',
          address: 'PO BOX 1202',
          city: 'CLEVELAND',
          state: 'OH',
          zip: '44114-2315',
        },
      });
      expect(atPoint?.outline).toHaveLength(5);
      expect(await parcels.byAddress('7720 Sperry Rd, Kirtland, OH 44094')).toEqual(atPoint);
    });

    it('has no parcel for some addresses and points', async () => {
      expect(await parcels.byAddress('7792 E Spaulding St, Willoughby, OH')).toBeNull();
      expect(await parcels.byPoint({ lat: 41.6, lng: -81.5 })).toBeNull();
    });

    it('lists the parcels in a box, and says when there were more than the limit', async () => {
      const all = await parcels.inBox(SAMPLE_BOUNDS, 500);
      expect(all.parcels).toHaveLength(38);
      expect(all.truncated).toBe(false);
      const some = await parcels.inBox(SAMPLE_BOUNDS, 5);
      expect(some).toMatchObject({ truncated: true });
      expect(some.parcels).toHaveLength(5);
    });

    it('turns a refused key, a failure and an unreachable service into LookupErrors', async () => {
      const denied = new ReportAllParcelAdapter({
        baseUrl: sandbox.url,
        apiKey: 'wrong',
        timeoutMs: 1000,
      });
      await expect(denied.byPoint({ lat: 41.55, lng: -81.42 })).rejects.toMatchObject({
        kind: 'refused',
        message: 'The parcel service refused the parcel at a point: Invalid client key.',
      });
      sandbox.behave({ service: 'parcel', next: 'fail' });
      await expect(parcels.byAddress('7720 Sperry Rd')).rejects.toMatchObject({
        kind: 'unavailable',
      });
      const down = new ReportAllParcelAdapter({
        baseUrl: 'http://127.0.0.1:9',
        apiKey: 'k',
        timeoutMs: 1000,
      });
      const error = await down.byPoint({ lat: 41.55, lng: -81.42 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LookupError);
      expect((error as LookupError).message).toMatch(
        /\(http:\/\/127\.0\.0\.1:9\) could not be reached/,
      );
    });
  });
});
