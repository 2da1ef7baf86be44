// The guest's own browser for the specs that take it offline: a context apart from the staff
// `page` (no session, no cookies), which a test switches off and on with setOffline.
import {
  type BrowserContext,
  expect,
  type Page,
  test as base,
  type ViewportSize,
} from '@playwright/test';

interface GuestBrowser {
  /** The guest's screen; the browser's default unless a spec sets it (test.use). */
  guestScreen: ViewportSize | undefined;
  /** A browser context of the guest's own, closed after the test. */
  guestBrowser: BrowserContext;
}

export const test = base.extend<GuestBrowser>({
  guestScreen: [undefined, { option: true }],
  guestBrowser: async ({ browser, guestScreen }, use) => {
    const context = await browser.newContext(guestScreen ? { viewport: guestScreen } : {});
    await use(context);
    await context.close();
  },
});

/** A new tab of the guest's browser at `url`, once its job form shows. */
export async function openGuest(context: BrowserContext, url: string): Promise<Page> {
  const guest = await context.newPage();
  await guest.goto(url);
  await expect(guest.getByRole('form', { name: 'Job form' })).toBeVisible({ timeout: 30_000 });
  return guest;
}
