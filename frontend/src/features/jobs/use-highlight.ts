import { useEffect, useState } from 'react';

/** How long a changed cell stays highlighted (spec section 9). */
const HIGHLIGHT_MS = 1000;

/**
 * The keys whose value changed since the previous render with other values, for one second
 * (spec section 4, Highlight). `values` should keep its identity while nothing changes.
 */
export function useChangedHighlight<T extends object>(values: T): ReadonlySet<keyof T> {
  const [previous, setPrevious] = useState(values);
  const [highlighted, setHighlighted] = useState<ReadonlySet<keyof T>>(() => new Set());

  // Adjusting state while rendering (not in an effect) when the values change.
  if (previous !== values) {
    setPrevious(values);
    const changed = (Object.keys(values) as (keyof T)[]).filter(
      (key) => previous[key] !== values[key],
    );
    if (changed.length > 0) setHighlighted(new Set(changed));
  }

  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
