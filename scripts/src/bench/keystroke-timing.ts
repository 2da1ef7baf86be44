/// <reference lib="dom" />

/** What the page records per keystroke that changed the input, in ms. */
export interface PageKeystrokes {
  /**
   * From the keydown's timestamp to a task queued from the first animation frame after the input
   * event: the app's update, then that frame's style, layout and paint. (The Event Timing API is
   * no help here: headless Chromium reports an entry's end only at the next real presentation,
   * which a page nobody looks at may not have for seconds.)
   */
  toNextFrame: number[];
  /** The input event's dispatch: the app's handler, with React's render and commit of the update. */
  handling: number[];
}

declare global {
  interface Window {
    keystrokes?: PageKeystrokes;
  }
}

/** Runs in the page (serialised by Playwright: self-contained, no imports). */
export function recordKeystrokes(): void {
  const recorded: PageKeystrokes = { toNextFrame: [], handling: [] };
  window.keystrokes = recorded;
  let keyDownAt = 0;
  let inputAt = 0;
  window.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
  window.addEventListener('input', () => (inputAt = performance.now()), true);
  // Bubbling to the document: after React's root listener has rendered and committed the update.
  document.addEventListener('input', () => {
    const start = keyDownAt;
    recorded.handling.push(performance.now() - inputAt);
    requestAnimationFrame(() =>
      setTimeout(() => recorded.toNextFrame.push(performance.now() - start), 0),
    );
  });
}

/** Nearest-rank percentile of `values` (0 < p ≤ 100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('No values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
