import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { checkEnv } from './src/config/env-schema';
import { entryFiles } from './vite-plugins/entry-files';
import { purgeBootstrapForGuests } from './vite-plugins/guest-css-purge';
import { guestPageChunks } from './vite-plugins/guest-page-chunks';
import { guestServiceWorker } from './vite-plugins/guest-service-worker';

/**
 * The guest page's build (guest.html, decision 0052), run after the staff app's into the same
 * dist. A module graph of its own: tree-shaking then keeps only what the guest pages use of
 * react-router, RTK Query and react-bootstrap, where one build of both pages would give the guest
 * the staff app's share of them (161 KB of initial JS instead of 194 KB, gzip).
 */
export default defineConfig(({ mode }) => {
  checkEnv(loadEnv(mode, process.cwd(), 'VITE_APP_'));
  const guestFiles = entryFiles('guest.html');
  return {
    plugins: [
      react(),
      guestFiles.plugin,
      guestServiceWorker(guestFiles.files),
      // The modules guest-routes.tsx loads lazily, one per page.
      guestPageChunks({
        link: 'src/features/guests/guest-link-page.tsx',
        new: 'src/features/guests/public-form-page.tsx',
        unsubscribe: 'src/features/guests/unsubscribe-page.tsx',
      }),
    ],
    // Bootstrap's CSS cut to what the guest pages use (decision 0055); the staff app keeps all of it.
    css: { postcss: { plugins: [purgeBootstrapForGuests()] } },
    resolve: {
      dedupe: ['zod'],
      // Preact's React compatibility layer in place of react-dom: some 55 KB gzip of the guest's
      // first load (decision 0052); the staff app keeps React.
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    build: {
      outDir: 'dist',
      // The staff app's build has just filled it.
      emptyOutDir: false,
      // Which chunks the guest page loads, beside the staff app's .vite/manifest.json.
      manifest: '.vite/guest-manifest.json',
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { guest: resolve(__dirname, 'guest.html') },
        output: { chunkFileNames: 'assets/c-[hash].js' },
      },
    },
  };
});
