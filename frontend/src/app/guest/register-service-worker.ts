import { env } from '../../config/env';

/**
 * Registers the guest pages' service worker (built by vite-plugin-pwa, decision 0052) once the
 * page has loaded, so that its precaching does not compete with the page's own first load. Only
 * the built guest page registers it: not `vite dev`, not the tests, never the staff app.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const controlledAtLoad = serviceWorker.controller !== null;
  const register = () => {
    serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => (controlledAtLoad ? undefined : cacheEarlierReads(serviceWorker)))
      .catch((error: unknown) => {
        // The page works without it, only not offline.
        console.warn('The offline copy of this page could not be set up', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * On the first visit the page read its share link or form before the worker was there, so no
 * cache holds them: once the worker is active it is asked to fetch them again and keep them
 * (Workbox's CACHE_URLS message, answered by the worker's own routes, which keep the guest
 * pages' GETs and ignore any other address).
 */
async function cacheEarlierReads(serviceWorker: ServiceWorkerContainer): Promise<void> {
  const { active } = await serviceWorker.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${env.apiUrl}/`));
  if (urlsToCache.length > 0) active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
