import { createTestApp, type TestApp } from '../../testing/test-app';
import { AttemptLedger, type AttemptRule } from './attempt-ledger';

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
    expect(await ledger.reserve([key])).toBe(0);
    expect(await ledger.reserve([key])).toBe(0);
    const first = await ledger.reserve([key]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);

    await age(key.account, 30);
    expect(await ledger.reserve([key])).toBe(0);
    const second = await ledger.reserve([key]);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);

    await age(key.account, 60);
    expect(await ledger.reserve([key])).toBe(0);
    const capped = await ledger.reserve([key]);
    expect(capped).toBeGreaterThan(60);
    expect(capped).toBeLessThanOrEqual(100);
  });

  it('counts a try on every key or on none of them', async () => {
    const [open, blocked] = [freshKey(), freshKey()];
    for (let i = 0; i < rule.free; i += 1) await ledger.reserve([blocked]);
    expect(await ledger.reserve([open, blocked])).toBeGreaterThan(0);
    const rows = await t.pool.query(
      'SELECT count(*)::int AS n FROM sign_in_attempts WHERE account = $1',
      [open.account],
    );
    expect(rows.rows[0].n).toBe(0);
  });

  it('counts tries in a window from the first: tries given back do not keep it open', async () => {
    const key = freshKey();
    expect(await ledger.reserve([key])).toBe(0);
    await age(key.account, rule.windowSeconds - 60);
    // A success a minute before the window ends: reserved, then given back.
    expect(await ledger.reserve([key])).toBe(0);
    await ledger.giveBack(key);
    await age(key.account, 60);
    expect(await ledger.reserve([key])).toBe(0);
    expect(await ledger.reserve([key])).toBe(0);
    expect(await ledger.reserve([key])).toBeGreaterThan(0);
  });

  it('forgets tries once their window has passed, and prunes rows nobody remembers', async () => {
    const key = freshKey();
    for (let i = 0; i < rule.free; i += 1) await ledger.reserve([key]);
    expect(await ledger.reserve([key])).toBeGreaterThan(0);
    await age(key.account, rule.windowSeconds);
    expect(await ledger.reserve([key])).toBe(0);

    const recent = freshKey();
    await ledger.reserve([recent]);
    await age(key.account, 24 * 3600);
    await ledger.pruneForgotten();
    const left = await t.pool.query(
      'SELECT account FROM sign_in_attempts WHERE account = ANY($1) ORDER BY account',
      [[key.account, recent.account]],
    );
    expect(left.rows).toEqual([{ account: recent.account }]);
  });
});
