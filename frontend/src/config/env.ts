/**
 * Start-up configuration from `VITE_APP_*` variables. Vite bakes them into the build and
 * vite.config.ts checks them there (env-schema.ts), so only what depends on the page is left for
 * the browser: the API's address resolved against the page's origin.
 */
export interface Env {
  /** Absolute base URL of the API without a trailing slash, e.g. `https://host/api/v1`. */
  apiUrl: string;
}

/** The API: a path on the app's origin (one server serves both) or an absolute http(s) URL. */
export function createEnv(vars: { VITE_APP_API_URL?: string }, origin: string): Env {
  const apiUrl = new URL(vars.VITE_APP_API_URL || '/api/v1', origin);
  return { apiUrl: apiUrl.href.replace(/\/+$/, '') };
}

export const env = createEnv(import.meta.env, window.location.origin);
