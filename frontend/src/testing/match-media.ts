/**
 * jsdom has no window.matchMedia; react-bootstrap's Offcanvas (the app's menu) asks it for its
 * breakpoint. This one answers width queries — `(min-width: 992px)`, joined by `and` — from
 * window.innerWidth (1024 in jsdom: the desktop layout, unless a test narrows the window).
 */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList => ({
      media,
      matches: matchesWidth(media, window.innerWidth),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

function matchesWidth(media: string, width: number): boolean {
  return [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, value]) =>
    bound === 'min' ? width >= Number(value) : width <= Number(value),
  );
}
