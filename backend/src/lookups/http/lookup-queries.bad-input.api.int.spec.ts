import { createTestApp, type TestApp } from '../../testing/test-app';
import { API } from '../../jobs/testing/job-fixtures';

describe('lookups: bad input is 400 naming the parameter', () => {
  let t: TestApp;
  let staff: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(`${API}${path}`).set(staff);

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
});
