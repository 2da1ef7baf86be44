import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { IMMUTABLE, REVALIDATE } from './static-assets';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `row ${i}`))};`;

describe('the built app: caching and compression', () => {
  let t: TestApp;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = await mkdtemp(join(tmpdir(), 'frontend-dist-'));
    await writeFile(join(frontendDist, 'index.html'), '<!doctype html><title>Job Intake</title>');
    await mkdir(join(frontendDist, 'assets'));
    await writeFile(join(frontendDist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    t = await createTestApp({ FRONTEND_DIST: frontendDist });
  });

  afterAll(async () => {
    await t.close();
    await rm(frontendDist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, unchanged (immutable)', async () => {
    const answer = await t.http.get('/assets/index-Ab12Cd34.js').expect(200);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/', '/index.html', '/login', '/jobs/my'])(
    'has the browser revalidate index.html, also as the answer to %s',
    async (path) => {
      const answer = await t.http.get(path).expect(200);
      expect(answer.text).toContain('Job Intake');
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
    },
  );

  it('compresses assets with brotli or gzip, as the browser accepts', async () => {
    const brotli = await t.http
      .get('/assets/index-Ab12Cd34.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(SCRIPT);
    const gzip = await t.http
      .get('/assets/index-Ab12Cd34.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
  });

  it('compresses a large JSON answer of the API, and sends it plain to who accepts no encoding', async () => {
    const token = await t.login('super');
    const get = (encoding: string) =>
      t.http
        .get('/api/v1/openapi.json')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Encoding', encoding)
        .expect(200);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.openapi).toMatch(/^3\./);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(gzip.body);
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(10_000);
  });
});
