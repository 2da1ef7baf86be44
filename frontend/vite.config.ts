import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
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
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts', './src/testing/preload-pages.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
