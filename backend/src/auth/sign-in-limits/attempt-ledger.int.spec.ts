import { createTestApp, type TestApp } from '../../testing/test-app';
import { AttemptLedger, type AttemptKey, type AttemptRule } from './attempt-ledger';

describe('AttemptLedger', () => {
  let t: TestApp;
  let ledger: AttemptLedger;
  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.app.get(AttemptLedger);
  });
  afterAll(() => t.close());

  const rule: AttemptRule = {
    scope: 'test',
    free: 2,
    firstDelaySeconds: 30,
    maxDelaySeconds: 100,
    windowSeconds: 3600,
  };
  let n = 0;
  const freshKey = () => {
    n += 1;
    return { rule, account: `account-${n}`, address: '192.0.2.1' };
  };
  /** Reserves a try on the keys; answers 0 when counted, else the seconds to wait. */
  const wait = async (keys: AttemptKey[]) => (await ledger.reserve(keys))?.seconds ?? 0;
  /** Moves the key's tries this many seconds into the past, as if that time had passed. */
  const age = (account: string, seconds: number) =>
    t.pool.query(
      `UPDATE sign_in_attempts
          SET first_at = first_at - $2 * interval '1 second', last_at = last_at - $2 * interval '1 second'
        WHERE account = $1`,
      [account, seconds],
    );

  it('lets `free` tries through, then makes each further one wait twice as long, up to the cap', async () => {
    const key = freshKey();
    expect(await wait([key])).toBe(0);
    expect(await wait([key])).toBe(0);
    const first = await wait([key]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);

    await age(key.account, 30);
    expect(await wait([key])).toBe(0);
    const second = await wait([key]);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);

    await age(key.account, 60);
    expect(await wait([key])).toBe(0);
    const capped = await wait([key]);
    expect(capped).toBeGreaterThan(60);
    expect(capped).toBeLessThanOrEqual(100);
  });

  it('counts a try on every key or on none of them', async () => {
    const [open, blocked] = [freshKey(), freshKey()];
    for (let i = 0; i < rule.free; i += 1) await wait([blocked]);
    expect(await wait([open, blocked])).toBeGreaterThan(0);
    const rows = await t.pool.query(
      'SELECT count(*)::int AS n FROM sign_in_attempts WHERE account = $1',
      [open.account],
    );
    expect(rows.rows[0].n).toBe(0);
  });

  it('names the key that refused', async () => {
    const [open, blocked] = [freshKey(), freshKey()];
    for (let i = 0; i < rule.free; i += 1) await wait([blocked]);
    expect(await ledger.reserve([open, blocked])).toEqual({
      key: blocked,
      seconds: expect.any(Number),
    });
  });

  it('counts a proven try without making it wait, and the next unproven one still waits', async () => {
    const key = freshKey();
    for (let i = 0; i < rule.free; i += 1) await wait([key]);
    expect(await wait([key])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) expect(await wait([{ ...key, proven: true }])).toBe(0);
    const rows = await t.pool.query('SELECT attempts FROM sign_in_attempts WHERE account = $1', [
      key.account,
    ]);
    expect(rows.rows).toEqual([{ attempts: rule.free + 5 }]);
    expect(await wait([key])).toBeGreaterThan(0);
  });

  it('counts tries in a window from the first: tries given back do not keep it open', async () => {
    const key = freshKey();
    expect(await wait([key])).toBe(0);
    await age(key.account, rule.windowSeconds - 60);
    // A success a minute before the window ends: reserved, then given back.
    expect(await wait([key])).toBe(0);
    await ledger.giveBack(key);
    await age(key.account, 60);
    expect(await wait([key])).toBe(0);
    expect(await wait([key])).toBe(0);
    expect(await wait([key])).toBeGreaterThan(0);
  });

  it('forgets tries once their window has passed, and prunes rows nobody remembers', async () => {
    const key = freshKey();
    for (let i = 0; i < rule.free; i += 1) await wait([key]);
    expect(await wait([key])).toBeGreaterThan(0);
    await age(key.account, rule.windowSeconds);
    expect(await wait([key])).toBe(0);

    const recent = freshKey();
    await wait([recent]);
    await age(key.account, 24 * 3600);
    await ledger.pruneForgotten();
    const left = await t.pool.query(
      'SELECT account FROM sign_in_attempts WHERE account = ANY($1) ORDER BY account',
      [[key.account, recent.account]],
    );
    expect(left.rows).toEqual([{ account: recent.account }]);
  });
});
