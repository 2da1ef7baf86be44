import {
  GUEST_LINK_NOT_FOUND,
  PUBLIC_FORM_NOT_FOUND,
  TOO_MANY_GUEST_REQUESTS,
} from '@job-intake/contracts/guests/guest-api';
import { DEMO_VARIANT_UUID } from '../../forms/seed/demo-form';
import {
  createLinkedJob,
  setLinkStatus,
  startGuestApiApp,
  type GuestApiApp,
} from '../../guests/testing/guest-links';
import { API, type Auth } from '../../jobs/testing/job-fixtures';
import type { TestApp } from '../../testing/test-app';
import { GUEST_LOOKUPS_PER_MINUTE } from './guest-lookups';

const SPERRY_7720 = '7720 Sperry Rd, Kirtland, OH 44094';

describe('guest lookups (no sign-in, scoped and rate limited)', () => {
  let app: GuestApiApp;
  let t: TestApp;
  let staff: Auth;
  beforeAll(async () => {
    app = await startGuestApiApp('guest-lookups');
    t = app.t;
    staff = app.standard;
  });
  afterAll(() => app.close());

  describe('guests of a share link (/link/{uuid}/lookups)', () => {
    it('look up while the link is open; an unknown, malformed, closed or complete link is 404', async () => {
      const linked = await createLinkedJob(t, staff, ['Job Location']);
      const guest = (uuid: string) =>
        t.http
          .get(`${API}/link/${uuid}/lookups/places?q=7700%20sperry`)
          .set('X-Forwarded-For', '198.51.100.7');
      const [suggestion] = (await guest(linked.link.uuid).expect(200)).body;
      const place = await t.http
        .get(`${API}/link/${linked.link.uuid}/lookups/places/${suggestion.place_id}`)
        .set('X-Forwarded-For', '198.51.100.7')
        .expect(200);
      expect(place.body.precision).toBe('rooftop');
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
      const [suggestion] = (
        await guest(DEMO_VARIANT_UUID, 'places?q=7720%20sperry', '198.51.100.8').expect(200)
      ).body;
      const place = `places/${suggestion.place_id}`;
      await guest(DEMO_VARIANT_UUID, place, '198.51.100.8').expect(200);
      await guest(DEMO_VARIANT_UUID, 'places/not%20an%20id', '198.51.100.8').expect(400);
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
