import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import {
  MAX_ANSWERS_PER_SAVE,
  TEXT_ANSWER_MAX_LENGTH,
} from '@job-intake/contracts/job-form/answers';
import { readJob } from '../../jobs/testing/job-api-app';
import { eventCount } from '../../jobs/testing/job-fixtures';
import type { TestApp } from '../../testing/test-app';
import {
  asGuest,
  createLinkedJob,
  startGuestApiApp,
  type GuestApiApp,
  type LinkedJob,
} from '../testing/guest-links';
import { GUEST_SAVES_PER_MINUTE } from './save-link-answers.http.controller';

describe('POST /link/{uuid}/results: bad input and the rate limit', () => {
  let app: GuestApiApp;
  let t: TestApp;
  let linked: LinkedJob;

  beforeAll(async () => {
    app = await startGuestApiApp('guest-bad-input');
    t = app.t;
    linked = await createLinkedJob(t, app.standard, ['Customer']);
  });
  afterAll(() => app.close());

  it('answers 400 naming the problem for malformed bodies, and stores nothing', async () => {
    const email = linked.field('Customer Email');
    const deep = '['.repeat(500) + ']'.repeat(500);
    const bodies: [string, string | RegExp][] = [
      ['null', /./],
      ['[]', /./],
      ['{', /./],
      ['{}', 'answers must be an object keyed by field id'],
      ['{"answers":null}', 'answers'],
      ['{"answers":[]}', 'answers must be an object keyed by field id'],
      ['{"answers":"x"}', 'answers must be an object keyed by field id'],
      ['{"answers":{},"submit":"yes"}', 'submit must be true or false'],
      ['{"answers":{},"submit":null}', 'submit'],
      ['{"answers":{},"link_id":"x"}', 'link_id'],
      [`{"answers":{"${email}":"a\\u0000b"}}`, 'control characters'],
      ['{"answers":{"a\\u0000b":"x"}}', 'control characters'],
      [`{"answers":{"${email}":${deep}}}`, /./],
      [`{"answers":{"${email}":"${'x'.repeat(TEXT_ANSWER_MAX_LENGTH + 1)}"}}`, 'Customer Email'],
      [`{"answers":{"${email}":12345}}`, 'Customer Email'],
      [
        JSON.stringify({
          answers: Object.fromEntries(
            Array.from({ length: MAX_ANSWERS_PER_SAVE + 1 }, (_, i) => [`f${i}`, 'x']),
          ),
        }),
        `answers may hold at most ${MAX_ANSWERS_PER_SAVE} fields`,
      ],
    ];
    const events = await eventCount(t, linked.job.id);
    const answers = (await readJob(t, linked.job.id, app.standard)).answerData;
    for (const [index, [body, message]] of bodies.entries()) {
      const answer = await asGuest(t, `192.0.2.${index + 1}`).save(linked.link.uuid, body);
      expect([body.slice(0, 60), answer.status]).toEqual([body.slice(0, 60), 400]);
      expect([answer.body.message].flat().join('\n')).toMatch(message);
    }
    const huge = `{"answers":{"${email}":${JSON.stringify('x'.repeat(1 << 20))}}}`;
    await asGuest(t, '192.0.2.100').save(linked.link.uuid, huge).expect(413);
    expect(await eventCount(t, linked.job.id)).toBe(events);
    expect((await readJob(t, linked.job.id, app.standard)).answerData).toEqual(answers);
  });

  it(`allows ${GUEST_SAVES_PER_MINUTE} saves a minute from one address, then 429`, async () => {
    const guest = asGuest(t, '203.0.113.50');
    const draft = { answers: { [linked.field('Customer Email')]: 'a@example.com' } };
    for (let i = 0; i < GUEST_SAVES_PER_MINUTE; i += 1)
      await guest.save(linked.link.uuid, draft).expect(200);
    const answer = await guest.save(linked.link.uuid, draft).expect(429);
    expect(answer.body.message).toBe(TOO_MANY_GUEST_REQUESTS);
    await asGuest(t, '203.0.113.51').save(linked.link.uuid, draft).expect(200);
    // Reading the form is not limited by the saves.
    await guest.open(linked.link.uuid).expect(200);
  });
});
