// Keyboard-only driving for the end-to-end specs: reach a control by pressing Tab (never by
// counting presses), and check that the focused control shows where the focus is.
import { expect, type Locator, type Page } from '@playwright/test';

/** More presses than any page of the app needs between two controls of a journey. */
const MAX_PRESSES = 80;

/** What has the focus, for a failure message. */
const describeFocused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 60)}"`;
  });

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus: the way a keyboard user
 * reaches a control by its name. Fails after MAX_PRESSES presses, naming what has the focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  // Resolved once (a role locator computes every candidate's name), again if React replaced it.
  let element = await target.elementHandle();
  for (let presses = 0; presses <= MAX_PRESSES; presses++) {
    const state = await element.evaluate((node) =>
      !node.isConnected ? 'gone' : node === document.activeElement ? 'focused' : 'elsewhere',
    );
    if (state === 'focused') return;
    if (state === 'gone') element = await target.elementHandle();
    else if (presses < MAX_PRESSES) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${MAX_PRESSES} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}; ` +
      `the focus is on ${await describeFocused(page)}`,
  );
}

/** Tabs to `target` and types `text` into it. */
export async function tabAndType(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/**
 * The focused control draws a focus indicator (an outline, or Bootstrap's focus ring: a box
 * shadow), the browser counts the focus as visible (:focus-visible), and nothing covers the
 * control (the sticky save bar, for one). Polled: the page may still be scrolling to the control.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const indicator = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'no focused element';
      if (!element.matches(':focus-visible')) return 'focus not visible (:focus-visible)';
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (!outline && style.boxShadow === 'none')
        return `no outline or focus ring on <${element.tagName}>`;
      const box = element.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!onTop || !(element.contains(onTop) || onTop.contains(element))) {
        return `covered by <${onTop?.tagName ?? 'nothing'} class="${onTop?.className ?? ''}">`;
      }
      return 'visible';
    });
  await expect.poll(indicator).toBe('visible');
}
