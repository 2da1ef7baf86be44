// Locations shared by the Playwright config, its global setup and the specs.
import { join, resolve } from 'node:path';

/** The repository root. */
export const ROOT = resolve(__dirname, '..');
/** Git-ignored folder for every test runner's output. */
export const RESULTS = join(ROOT, 'test-results');
/** Debian's Chromium: e2e never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium';
/** Set by the global setup to the URL of the app it started; read by the config and specs. */
export const BASE_URL_ENV = 'E2E_BASE_URL';
/** Set by the global setup to the started app's provider sandbox. */
export const SANDBOX_URL_ENV = 'E2E_PROVIDER_SANDBOX_URL';
