import type { MouseEvent } from 'react';

/** The id of the page's <main>: the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content", the first stop of the Tab key on every page (WCAG 2.4.1), shown only
 * while focused. It moves the focus itself rather than following the #hash, which the router
 * would take for a navigation.
 */
export function SkipLink() {
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="visually-hidden-focusable skip-link d-print-none"
      onClick={skipToMain}
    >
      Skip to main content
    </a>
  );
}
