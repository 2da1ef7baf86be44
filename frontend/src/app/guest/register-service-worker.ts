/**
 * Registers the guest pages' service worker (built by vite-plugin-pwa, decision 0052) once the
 * page has loaded, so that its precaching does not compete with the page's own first load. Only
 * the built guest page registers it: not `vite dev`, not the tests, never the staff app.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The page works without it, only not offline.
      console.warn('The offline copy of this page could not be set up', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
