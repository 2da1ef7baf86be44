import type { AuthResponse } from '@job-intake/contracts/identity/identity-api';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { createKeystrokeFixtures, type KeystrokeFixture } from './keystroke-fixture';
import { percentile, recordKeystrokes, type PageKeystrokes } from './keystroke-timing';

/** Debian's Chromium; the bench never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** The large form, and the reference: a form of two fields on the same app, in the same run. */
const FIELD_COUNTS = [300, 2] as const;
/**
 * The first required field (every third one) from the middle on: its first character also changes
 * the progress. Field 151 of 300, Field 1 of 2.
 */
const typedField = (fieldCount: number) =>
  new RegExp(`^Field ${3 * Math.floor(fieldCount / 6) + 1}\\b`);
const TYPED = 'The quick brown fox jumps over the lazy dog, 12345';
/** Issue 29's targets for a keystroke's p95, by CPU slowdown: one frame at 60 Hz at 1×. */
const TARGETS_MS = { 1: 16, 4: 50 } as const;
/** After a keystroke's frame, before the next key. */
const KEY_PAUSE_MS = 50;
/** Issue 11's measurement before the job form memoized its rows. */
const BEFORE =
  'issue 11: p95 45 ms per keystroke at 4× (every keystroke re-rendered the whole form)';

/** The localStorage key and shape of the signed-in session (frontend shared/api/stored-session.ts). */
export const SESSION_STORAGE_KEY = 'job-intake.session';

interface FormPage {
  readonly fieldCount: number;
  readonly page: Page;
  readonly field: Locator;
}

/**
 * Types into one field of a job on a 300-field form and of a job on a 2-field form, in headless
 * Chromium at 1× and 4× CPU slowdown, the two forms taking turns, one key at a time (the next
 * key once the last one's frame is done), and prints per keystroke the time to the next frame
 * beside the target and beside the 2-field form.
 */
export async function keystrokeBench(origin: string): Promise<void> {
  const fixtures = await createKeystrokeFixtures(origin, FIELD_COUNTS);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const pages: FormPage[] = [];
    for (const [index, fixture] of fixtures.entries()) {
      pages.push(await openForm(browser, origin, fixture, FIELD_COUNTS[index] as number));
    }
    for (const rate of [1, 4] as const) {
      const typed = new Map<number, PageKeystrokes>();
      for (const form of pages) {
        await slowDownCpu(form.page, rate);
        await form.field.fill('');
        typed.set(form.fieldCount, { toNextFrame: [], handling: [] });
      }
      for (const part of [TYPED.slice(0, TYPED.length / 2), TYPED.slice(TYPED.length / 2)]) {
        for (const form of pages) append(typed.get(form.fieldCount)!, await typeInto(form, part));
      }
      for (const form of pages) {
        const value = await form.field.inputValue();
        if (value !== TYPED) throw new Error(`The field holds "${value}", not the typed text`);
      }
      printKeystrokes(rate, typed.get(FIELD_COUNTS[0])!, typed.get(FIELD_COUNTS[1])!);
    }
  } finally {
    await browser.close();
  }
}

async function openForm(
  browser: Browser,
  origin: string,
  fixture: KeystrokeFixture,
  fieldCount: number,
): Promise<FormPage> {
  const page = await browser.newPage();
  await page.addInitScript(storeSession, { key: SESSION_STORAGE_KEY, session: fixture.session });
  await page.goto(`${origin}/job/${fixture.jobId}`);
  const named = page.getByRole('textbox', { name: typedField(fieldCount) });
  await named.waitFor({ timeout: 60_000 });
  await page.evaluate(recordKeystrokes);
  // By id from here: the field's accessible name changes as its Required badge turns filled.
  const field = page.locator(`[id="${await named.getAttribute('id')}"]`);
  return { fieldCount, page, field };
}

/** Types `text` into the form's field a key at a time; answers what the page recorded. */
async function typeInto({ page, field }: FormPage, text: string): Promise<PageKeystrokes> {
  await page.bringToFront();
  await field.focus();
  await takeRecorded(page);
  for (const [index, key] of [...text].entries()) {
    await page.keyboard.type(key);
    await page.waitForFunction((count) => window.keystrokes!.toNextFrame.length > count, index, {
      polling: KEY_PAUSE_MS,
    });
    await page.waitForTimeout(KEY_PAUSE_MS);
  }
  return takeRecorded(page);
}

function takeRecorded(page: Page): Promise<PageKeystrokes> {
  return page.evaluate(() => {
    const { toNextFrame, handling } = window.keystrokes as PageKeystrokes;
    return { toNextFrame: toNextFrame.splice(0), handling: handling.splice(0) };
  });
}

function append(to: PageKeystrokes, more: PageKeystrokes): void {
  to.toNextFrame.push(...more.toNextFrame);
  to.handling.push(...more.handling);
}

/** Runs in the page before the app: signed in as the fixture's user. */
export function storeSession({ key, session }: { key: string; session: AuthResponse }): void {
  localStorage.setItem(key, JSON.stringify({ token: session.token, user: session.user }));
}

async function slowDownCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

function printKeystrokes(rate: 1 | 4, large: PageKeystrokes, small: PageKeystrokes): void {
  const target = TARGETS_MS[rate];
  console.log(
    `\nKeystrokes at ${rate}× CPU slowdown: ${large.toNextFrame.length} characters typed into one ` +
      `field of a ${FIELD_COUNTS[0]}-field job form and of a ${FIELD_COUNTS[1]}-field one, taking ` +
      'turns, headless Chromium; keydown to the next frame, ms',
  );
  const at = (values: readonly number[], p: number | 'max') =>
    p === 'max' ? Math.max(...values) : percentile(values, p);
  const row = (p: number | 'max') => ({
    [`${FIELD_COUNTS[0]} fields`]: at(large.toNextFrame, p).toFixed(1),
    [`${FIELD_COUNTS[1]} fields`]: at(small.toNextFrame, p).toFixed(1),
    [`${FIELD_COUNTS[0]} / ${FIELD_COUNTS[1]}`]: `${(at(large.toNextFrame, p) / at(small.toNextFrame, p)).toFixed(2)}×`,
    target: target,
    [`${FIELD_COUNTS[0]} / target`]: `${(at(large.toNextFrame, p) / target).toFixed(2)}×`,
    [`input handler, ${FIELD_COUNTS[0]}`]: at(large.handling, p).toFixed(1),
    [`input handler, ${FIELD_COUNTS[1]}`]: at(small.handling, p).toFixed(1),
  });
  console.table({ p50: row(50), p95: row(95), max: row('max') });
  console.log(`Target (issue 29): p95 ≤ ${target} ms at ${rate}×. Before ${BEFORE}`);
}
