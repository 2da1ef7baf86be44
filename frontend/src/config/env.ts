/**
 * Start-up configuration from `VITE_APP_*` variables, validated once so that a bad value fails
 * loudly at load time instead of as a broken request later.
 */
interface Env {
  /** Absolute base URL of the API without a trailing slash, e.g. `https://host/api/v1`. */
  apiUrl: string;
}

function parseApiUrl(value: string): string {
  let url: URL | undefined;
  try {
    // A path is resolved against the page's origin: one server serves the app and the API.
    url = new URL(value, window.location.origin);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`Invalid VITE_APP_API_URL "${value}": expected a path or an http(s) URL.`);
  }
  return url.href.replace(/\/+$/, '');
}

function createEnv(vars: Pick<ImportMetaEnv, 'VITE_APP_API_URL'>): Env {
  return { apiUrl: parseApiUrl(vars.VITE_APP_API_URL ?? '/api/v1') };
}

export const env = createEnv(import.meta.env);
