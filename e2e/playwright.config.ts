// End-to-end tests: the real app (started by global-setup.ts on a free port with a fresh data
// directory) driven through Debian's Chromium. Run with `npm test -- --only=e2e` or
// `npx playwright test -c e2e/playwright.config.ts`.
import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { BASE_URL_ENV, CHROMIUM, RESULTS } from './paths';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.spec.ts',
  // A sub-folder: Playwright empties its output folder, and test-results/ also holds the other
  // runners' JSON files.
  outputDir: join(RESULTS, 'e2e'),
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup; workers start after it, so they read the started app's URL.
    baseURL: process.env[BASE_URL_ENV],
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
