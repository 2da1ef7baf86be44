import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GUEST_PAGE_CHUNKS_FILE,
  type GuestPageChunks,
} from '@job-intake/contracts/guests/guest-pages';
import { createTestApp, type TestApp } from '../testing/test-app';
import { REVALIDATE } from './static-assets';

const STAFF = '<!doctype html><title>Staff app</title>';
const GUEST = '<!doctype html><html><head><title>Guest page</title></head><body></body></html>';
const preload = (path: string) =>
  `<link rel="preload" href="/api/v1/${path}" as="fetch" crossorigin="anonymous">`;
const CHUNKS: GuestPageChunks = {
  link: { scripts: ['assets/c-link.js', 'assets/c-form.js'], styles: ['assets/form.css'] },
  new: { scripts: ['assets/c-new.js', 'assets/c-form.js'], styles: [] },
  unsubscribe: { scripts: ['assets/c-unsubscribe.js'], styles: [] },
};
/** The page's own chunk, preloaded beside the entry's script. */
const chunkPreloads = (page: keyof GuestPageChunks) => [
  ...CHUNKS[page].styles.map((style) => `<link rel="preload" href="/${style}" as="style">`),
  ...CHUNKS[page].scripts.map((script) => `<link rel="modulepreload" href="/${script}">`),
];
const LINK_READ = 'link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11';
const LINK = `/${LINK_READ}`;

describe('the guest pages: their own page and service worker', () => {
  let t: TestApp;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = await mkdtemp(join(tmpdir(), 'frontend-dist-'));
    await writeFile(join(frontendDist, 'index.html'), STAFF);
    await writeFile(join(frontendDist, 'guest.html'), GUEST);
    await writeFile(join(frontendDist, 'sw.js'), 'importScripts("workbox-1a2b3c4d.js");');
    await writeFile(join(frontendDist, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
    await mkdir(join(frontendDist, '.vite'));
    await writeFile(join(frontendDist, GUEST_PAGE_CHUNKS_FILE), JSON.stringify(CHUNKS));
    t = await createTestApp({ FRONTEND_DIST: frontendDist });
  });

  afterAll(async () => {
    await t.close();
    await rm(frontendDist, { recursive: true, force: true });
  });

  it.each([
    [LINK, 'link', LINK_READ],
    [`${LINK}/?from=mail`, 'link', LINK_READ],
    [
      '/new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001',
      'new',
      'new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001',
    ],
    [
      '/new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001/42',
      'new',
      'new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001/42',
    ],
    ['/unsubscribe/a%22b%3Cc', 'unsubscribe', 'unsubscribe/a%22b%3Cc'],
  ] as const)(
    'answers %s with the guest page preloading its own chunk and reads, revalidated on each load',
    async (path, page, read) => {
      const answer = await t.http.get(path).expect(200);
      const preloads = [...chunkPreloads(page), preload(read), preload('config')];
      expect(answer.text).toBe(GUEST.replace('</head>', `${preloads.join('')}</head>`));
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it("preloads only the reads in a build that does not list the pages' chunks", async () => {
    await unlink(join(frontendDist, GUEST_PAGE_CHUNKS_FILE));
    try {
      const answer = await t.http.get(LINK).expect(200);
      const preloads = [preload(LINK_READ), preload('config')];
      expect(answer.text).toBe(GUEST.replace('</head>', `${preloads.join('')}</head>`));
    } finally {
      await writeFile(join(frontendDist, GUEST_PAGE_CHUNKS_FILE), JSON.stringify(CHUNKS));
    }
  });

  it.each(['/', '/login', '/jobs/open', '/link', '/link/a/b', '/new', '/unsubscribe/a/b'])(
    'answers %s with the staff app',
    async (path) => {
      const answer = await t.http.get(path).expect(200);
      expect(answer.text).toBe(STAFF);
    },
  );

  it('leaves the API under the guest pages to the API', async () => {
    const api = await t.http.get(`/api/v1/${LINK_READ}`);
    expect(api.headers['content-type']).toMatch(/^application\/(problem\+)?json/);
    expect(api.text).not.toContain('Guest page');
    await t.http.post(LINK).expect(404);
  });

  it.each(['/sw.js', '/workbox-1a2b3c4d.js'])(
    'serves %s as a script the browser revalidates, under a CSP that allows the worker',
    async (path) => {
      const answer = await t.http.get(path).expect(200);
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
      expect(answer.headers['content-security-policy']).toContain("worker-src 'self'");
    },
  );

  it('falls back to the staff app in a build without guest.html', async () => {
    await unlink(join(frontendDist, 'guest.html'));
    try {
      const answer = await t.http.get(LINK).expect(200);
      expect(answer.text).toBe(STAFF);
    } finally {
      await writeFile(join(frontendDist, 'guest.html'), GUEST);
    }
  });
});
