import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Whether the job form draws its sections one per task instead of all in one (decision 0057).
 * The guest page turns it on: on a phone, drawing a whole form at once is one long task that
 * keeps the page from answering a tap, where one section at a time leaves room between them.
 * Off by default, so a form drawn elsewhere (the staff app, a spec) has every section at once.
 */
export const GradualSectionsContext = createContext(false);

/**
 * How many of the form's `total` sections to draw now: all of them, or, when gradual, one more
 * after each paint until all are there.
 */
export function useDrawnSectionCount(total: number): number {
  const gradual = useContext(GradualSectionsContext);
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (!gradual || drawn >= total) return;
    // A timer, not a microtask: each section is its own task, with the paint between them.
    const timer = setTimeout(() => setDrawn((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [gradual, drawn, total]);
  return gradual ? Math.min(drawn, total) : total;
}
