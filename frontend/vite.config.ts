import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { checkEnv } from './src/config/env-schema';
import { APP_FILES_META } from './src/config/app-files-meta';
import { guestPageFallback } from './vite-plugins/guest-page';
import { prefetchList } from './vite-plugins/prefetch-list';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => {
  // Vite bakes VITE_APP_* into the build: a bad value stops the build or the dev server here.
  checkEnv(loadEnv(mode, process.cwd(), 'VITE_APP_'));
  return {
    plugins: [
      react(),
      // What a sign-in opens: the app (router, store), its shell and the job list (issue 29).
      prefetchList(APP_FILES_META, [
        'src/app/mount-app.tsx',
        'src/app/layout/app-layout.tsx',
        'src/features/jobs/jobs-page.tsx',
      ]),
      // The guest pages' own page, guest.html, is built by vite.guest.config.ts (decision 0052).
      guestPageFallback(),
    ],
    // contracts and the frontend each install zod: one copy in the bundle, not two.
    resolve: { dedupe: ['zod'] },
    server: {
      proxy: { '/api': `http://localhost:${apiPort}` },
    },
    build: {
      outDir: 'dist',
      // Which chunks each page loads, for `npm run bench -- frontend`.
      manifest: true,
      emptyOutDir: true,
      // Every browser the app supports preloads modules itself: no polyfill in the first load.
      modulePreload: { polyfill: false },
      // The first load lists every lazy chunk's imports by file name: short names keep it small.
      rollupOptions: { output: { chunkFileNames: 'assets/c-[hash].js' } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.spec.{ts,tsx}'],
      // A whole user journey in jsdom takes seconds on a busy 2-core CI machine.
      testTimeout: 15_000,
      // Loading every page once per file that renders the app (testing/preload-pages.ts) beside the
      // backend's suite.
      hookTimeout: 60_000,
    },
  };
});
