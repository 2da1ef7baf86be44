import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import { formatBytes } from '../../guest-budgets/domain/daily-budget';
import { GuestCharges } from '../../guest-budgets/guest-charges';
import { judgeLinkSave } from '../domain/link-save-budget';
import { eventCount } from '../../jobs/testing/job-fixtures';
import {
  asGuest,
  createLinkedJob,
  startGuestApiApp,
  type GuestApiApp,
  type LinkedJob,
} from '../testing/guest-links';
import { GUEST_SAVES_PER_MINUTE } from './save-link-answers.http.controller';

const SAVES_PER_DAY = 40;

/** Decision 0031: what one address, and many, can store through POST /link/{uuid}/results. */
describe('the bounds of share-link saves', () => {
  let app: GuestApiApp;

  beforeAll(async () => {
    app = await startGuestApiApp('link-save-bounds', {
      LINK_SAVES_PER_DAY: String(SAVES_PER_DAY),
      LINK_ANSWERS_MB_PER_DAY: '1',
    });
  });
  afterAll(() => app.close());

  const notesOf = (linked: LinkedJob) => linked.field('Notes for the Notice Team');
  /** A save of `text` into the link's notes from its own address. */
  const save = (linked: LinkedJob, from: string, text: string) =>
    asGuest(app.t, from).save(linked.link.uuid, { answers: { [notesOf(linked)]: text } });

  it(`limits one address to ${GUEST_SAVES_PER_MINUTE} saves a minute, over every link`, async () => {
    const links = [
      await createLinkedJob(app.t, app.standard, ['Notes']),
      await createLinkedJob(app.t, app.standard, ['Notes']),
    ];
    for (let index = 0; index < GUEST_SAVES_PER_MINUTE; index += 1)
      await save(links[index % 2] as LinkedJob, '198.51.100.1', `draft ${index}`).expect(200);
    const limited = await save(links[0] as LinkedJob, '198.51.100.1', 'one more');
    expect([limited.status, limited.body.message]).toEqual([429, TOO_MANY_GUEST_REQUESTS]);
    await save(links[0] as LinkedJob, '198.51.100.2', 'another guest').expect(200);
  });

  it(`takes ${SAVES_PER_DAY} saves a day through one link from every address together, then 429 naming the limit`, async () => {
    const linked = await createLinkedJob(app.t, app.standard, ['Notes']);
    for (let index = 0; index < SAVES_PER_DAY; index += 1)
      await save(linked, `203.0.113.${index + 1}`, `draft ${index}`).expect(200);
    const events = await eventCount(app.t, linked.job.id);

    const refused = await save(linked, '192.0.2.77', 'from a new address');
    expect([refused.status, refused.body.message]).toEqual([
      429,
      `This link takes at most ${SAVES_PER_DAY} saves a day, and they are used. Your changes were not saved; please save them again tomorrow.`,
    ]);
    expect(await eventCount(app.t, linked.job.id)).toBe(events);

    const otherLink = await createLinkedJob(app.t, app.standard, ['Notes']);
    await save(otherLink, '192.0.2.77', 'its own budget').expect(200);
  });

  it('takes 1 MB of answers a day through one link, then 429 naming the limit and what is used', async () => {
    const linked = await createLinkedJob(app.t, app.standard, ['Notes']);
    // 10,000 three-byte characters: about 30 KB a save, the longest a text answer may be.
    const long = (index: number) => (index % 2 ? '€' : '₤').repeat(10_000);
    let index = 0;
    let answer = await save(linked, '198.51.100.50', long(index));
    while (answer.status === 200 && index < SAVES_PER_DAY) {
      index += 1;
      answer = await save(linked, `198.51.100.${50 + (index % 10)}`, long(index));
    }
    const perSave = Buffer.byteLength(JSON.stringify({ [notesOf(linked)]: long(0) }));
    const fit = Math.floor(2 ** 20 / perSave);
    expect(index).toBe(fit);
    expect([answer.status, answer.body.message]).toEqual([
      429,
      `Answers saved through this link are limited to 1 MB a day; ${formatBytes(fit * perSave)} of it is used, so this save of ${formatBytes(perSave)} does not fit. Your changes were not saved; please save them again tomorrow.`,
    ]);
  });

  it('refused and failed saves take nothing of the budget', async () => {
    const linked = await createLinkedJob(app.t, app.standard, ['Notes']);
    const outside = { answers: { [linked.field('Customer Email')]: 'not in this link' } };
    for (let index = 0; index < SAVES_PER_DAY; index += 1)
      await asGuest(app.t, `198.51.100.${100 + index}`)
        .save(linked.link.uuid, outside)
        .expect(400);
    await save(linked, '198.51.100.99', 'still takes a save').expect(200);
  });

  it('judges concurrent saves one after another on every instance: never more than the budget', async () => {
    const charges = app.t.app.get(GuestCharges);
    const key = (await createLinkedJob(app.t, app.standard, ['Notes'])).link.id;
    const limits = { savesPerDay: 20, bytesPerDay: 2 ** 20 };
    const attempts = Array.from({ length: 30 }, () =>
      charges.charged(
        { scope: 'link_save', key, bytes: 100 },
        (usage) => judgeLinkSave(100, usage, limits),
        async () => 'stored',
      ),
    );
    const settled = await Promise.allSettled(attempts);
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    expect(settled.filter((result) => result.status === 'rejected')).toHaveLength(10);
  });
});
