/// <reference lib="dom" />

/**
 * Per keystroke that changed the input, ms from the keydown's timestamp to a task queued from
 * the first animation frame after the input event: the app's update, then that frame's style,
 * layout and paint. (The Event Timing API is no help here: headless Chromium reports an entry's
 * end only at the next real presentation, which a page nobody looks at may not have for seconds.)
 */
export type PageKeystrokes = number[];

declare global {
  interface Window {
    keystrokes?: PageKeystrokes;
  }
}

/** Runs in the page (serialised by Playwright: self-contained, no imports). */
export function recordKeystrokes(): void {
  const recorded: PageKeystrokes = [];
  window.keystrokes = recorded;
  let keyDownAt = 0;
  document.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
  // Bubbling to the document: after React's root listener has rendered the update.
  document.addEventListener('input', () => {
    const start = keyDownAt;
    requestAnimationFrame(() => setTimeout(() => recorded.push(performance.now() - start), 0));
  });
}

/** Nearest-rank percentile of `values` (0 < p ≤ 100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('No values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
