import {
  PUBLIC_FORM_NOT_FOUND,
  TOO_MANY_GUEST_REQUESTS,
} from '@job-intake/contracts/guests/guest-api';
import { DEMO_VARIANT_UUID } from '../../../forms/seed/demo-form';
import { startGuestApiApp, type GuestApiApp } from '../../../guests/testing/guest-links';
import { API } from '../../../jobs/testing/job-fixtures';
import { DEMO_REVIEWER_CNT_ID, PROVIDER_COMPANY_ID } from '../../../seed/demo-seed';
import { CONTACT_FORM_OPENS_PER_MINUTE } from './get-public-form.http.controller';

/** A contact id that names a user of another company only. */
const OTHER_COMPANY_CNT_ID = '100777';

describe('GET /new/{appid}/{cntid}: tells nothing of which contact ids exist', () => {
  let app: GuestApiApp;

  beforeAll(async () => {
    app = await startGuestApiApp('get-public-form');
    await app.t.pool.query(
      `UPDATE users SET cnt_id = $1 WHERE id = (
         SELECT user_id FROM memberships WHERE company_id = $2 ORDER BY user_id LIMIT 1)`,
      [OTHER_COMPANY_CNT_ID, PROVIDER_COMPANY_ID],
    );
  });
  afterAll(() => app.close());

  const open = (path: string, from: string) =>
    app.t.http.get(`${API}/new/${path}`).set('X-Forwarded-For', from);

  it('answers a known, an unknown and another company’s contact id alike: 200 and the same body', async () => {
    const answers = [];
    for (const cntid of [DEMO_REVIEWER_CNT_ID, '999999', OTHER_COMPANY_CNT_ID, 'abc']) {
      const answer = await open(`${DEMO_VARIANT_UUID}/${cntid}`, '198.51.100.61');
      answers.push({ status: answer.status, body: answer.body as unknown });
    }
    const withoutContact = await open(DEMO_VARIANT_UUID, '198.51.100.61').expect(200);
    for (const answer of answers)
      expect(answer).toEqual({ status: 200, body: withoutContact.body });
  });

  it('is still 404 for an unknown form', async () => {
    const answer = await open('no-such-form/100245', '198.51.100.62').expect(404);
    expect(answer.body.message).toBe(PUBLIC_FORM_NOT_FOUND);
  });

  it('limits the opens from one address a minute (429), not those from another address', async () => {
    for (let n = 0; n < CONTACT_FORM_OPENS_PER_MINUTE; n += 1)
      await open(`${DEMO_VARIANT_UUID}/${100000 + n}`, '198.51.100.63').expect(200);
    const refused = await open(`${DEMO_VARIANT_UUID}/100245`, '198.51.100.63').expect(429);
    expect(refused.body.message).toBe(TOO_MANY_GUEST_REQUESTS);
    await open(`${DEMO_VARIANT_UUID}/100245`, '198.51.100.64').expect(200);
  });
});
