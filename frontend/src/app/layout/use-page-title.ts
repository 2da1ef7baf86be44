import { useEffect } from 'react';

const APP_NAME = 'Job Intake';

/** The page's title: the heading of its main content, then the app's name. */
function pageTitle(document: Document): string {
  const heading = document.querySelector('main h1')?.textContent?.trim();
  return heading ? `${heading} – ${APP_NAME}` : APP_NAME;
}

/**
 * Keeps the document's title on the page shown (WCAG 2.4.2: tabs, history and screen readers
 * name the page, not just the app). Every page has its h1, and a page's h1 often waits for its
 * data (a job's name), so the title follows the heading rather than the route.
 */
export function usePageTitle(): void {
  useEffect(() => {
    const update = () => {
      const title = pageTitle(document);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
