import { APP_FILES_META } from '../config/app-files-meta';

/**
 * Once the browser is idle, fetches the files of the app a sign-in opens without running them:
 * its scripts as module preloads, its styles as prefetches. Signing in then waits for no download,
 * and /login's first load stays React and the sign-in form alone (issue 29).
 */
export function prefetchApp(): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`);
  const files = listed?.content.split(' ').filter(Boolean) ?? [];
  whenIdle(() => {
    for (const file of files) document.head.append(prefetchLink(file));
  });
}

function prefetchLink(file: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = file.endsWith('.css') ? 'prefetch' : 'modulepreload';
  link.href = file;
  return link;
}

/** Safari has no requestIdleCallback: there, after the current tasks. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 0);
}
