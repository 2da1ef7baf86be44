import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { REVALIDATE } from './static-assets';

const STAFF = '<!doctype html><title>Staff app</title>';
const GUEST = '<!doctype html><html><head><title>Guest page</title></head><body></body></html>';
const preload = (path: string) =>
  `<link rel="preload" href="/api/v1/${path}" as="fetch" crossorigin="anonymous">`;

describe('the guest pages: their own page and service worker', () => {
  let t: TestApp;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = await mkdtemp(join(tmpdir(), 'frontend-dist-'));
    await writeFile(join(frontendDist, 'index.html'), STAFF);
    await writeFile(join(frontendDist, 'guest.html'), GUEST);
    await writeFile(join(frontendDist, 'sw.js'), 'importScripts("workbox-1a2b3c4d.js");');
    await writeFile(join(frontendDist, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
    t = await createTestApp({ FRONTEND_DIST: frontendDist });
  });

  afterAll(async () => {
    await t.close();
    await rm(frontendDist, { recursive: true, force: true });
  });

  it.each([
    ['/link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11', 'link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11'],
    [
      '/link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11/?from=mail',
      'link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11',
    ],
    ['/new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001', 'new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001'],
    ['/new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001/42', 'new/5e1d2c3b-aaaa-4bbb-8ccc-000000000001/42'],
    ['/unsubscribe/a%22b%3Cc', 'unsubscribe/a%22b%3Cc'],
  ])(
    'answers %s with the guest page preloading its reads, revalidated on each load',
    async (path, read) => {
      const answer = await t.http.get(path).expect(200);
      expect(answer.text).toBe(
        GUEST.replace('</head>', `${preload(read)}${preload('config')}</head>`),
      );
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it.each(['/', '/login', '/jobs/open', '/link', '/link/a/b', '/new', '/unsubscribe/a/b'])(
    'answers %s with the staff app',
    async (path) => {
      const answer = await t.http.get(path).expect(200);
      expect(answer.text).toBe(STAFF);
    },
  );

  it('leaves the API under the guest pages to the API', async () => {
    const api = await t.http.get('/api/v1/link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11');
    expect(api.headers['content-type']).toMatch(/^application\/(problem\+)?json/);
    expect(api.text).not.toContain('Guest page');
    await t.http.post('/link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11').expect(404);
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
      const answer = await t.http.get('/link/3f0c7a52-51b4-4a53-9d1c-0b1f6c1e2a11').expect(200);
      expect(answer.text).toBe(STAFF);
    } finally {
      await writeFile(join(frontendDist, 'guest.html'), GUEST);
    }
  });
});
