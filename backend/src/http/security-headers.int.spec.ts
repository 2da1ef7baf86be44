import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';

const API = '/api/v1';

function expectSecurityHeaders(answer: Response): void {
  const csp = answer.headers['content-security-policy'] as string;
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(answer.headers['referrer-policy']).toBe('same-origin');
  expect(answer.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  let t: TestApp;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = await mkdtemp(join(tmpdir(), 'frontend-dist-'));
    await writeFile(join(frontendDist, 'index.html'), '<!doctype html><title>Job Intake</title>');
    t = await createTestApp({ FRONTEND_DIST: frontendDist });
  });

  afterAll(async () => {
    await t.close();
    await rm(frontendDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/jobs/my'])('are sent with the app page %s', async (path) => {
    const answer = await t.http.get(path).expect(200);
    expect(answer.text).toContain('Job Intake');
    expectSecurityHeaders(answer);
    expect(answer.headers['content-security-policy']).not.toContain('google');
  });

  it('are sent with API answers, their errors and unknown routes', async () => {
    expectSecurityHeaders(await t.http.get(`${API}/health`).expect(200));
    expectSecurityHeaders(await t.http.get(`${API}/jobs`).expect(401));
    expectSecurityHeaders(await t.http.get(`${API}/no-such-route`).expect(404));
    expectSecurityHeaders(
      await t.http.post(`${API}/auth/login`).send({ email: 'nobody@example.com', password: 'x' }),
    );
  });

  it.each([
    ['an app page', '/jobs/my', 'camera=()'],
    ['a share link guest page', '/link/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f', 'camera=(self)'],
    ['a public form guest page', '/new/demo-notice-intake', 'camera=(self)'],
    ['an API route', `${API}/health`, 'camera=()'],
    ['an API route of the guests', `${API}/new/demo-notice-intake`, 'camera=()'],
  ])('deny with %s the browser features the app does not use (%s)', async (_, path, camera) => {
    const policy = (await t.http.get(path)).headers['permissions-policy'] as string;
    const features = policy.split(', ');
    expect(features).toContain(camera);
    for (const denied of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()'])
      expect(features).toContain(denied);
  });

  it('keep Swagger UI private and give the OpenAPI document to super admins only', async () => {
    await t.http.get(`${API}/docs`).expect(404);
    await t.http.get(`${API}/docs-json`).expect(404);
    await t.http.get(`${API}/openapi.json`).expect(401);
    await t.http
      .get(`${API}/openapi.json`)
      .set('Authorization', `Bearer ${await t.login('admin')}`)
      .expect(403);
    const document = await t.http
      .get(`${API}/openapi.json`)
      .set('Authorization', `Bearer ${await t.login('super')}`)
      .expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(document.body.paths).toHaveProperty('/api/v1/auth/login');
  });
});

describe('security headers with public API docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ API_DOCS_PUBLIC: 'true' });
  });

  afterAll(() => t.close());

  it('serve Swagger UI to anyone, allowing only its inline styles', async () => {
    const page = await t.http.get(`${API}/docs/`).expect(200);
    expect(page.text).toContain('swagger-ui');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    await t.http.get(`${API}/docs-json`).expect(200);
  });
});

describe('security headers with CAPTCHA_PROVIDER=recaptcha', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
    });
  });

  afterAll(() => t.close());

  it("let the app load Google's reCAPTCHA script and frame, and nothing else of Google's", async () => {
    const csp = (await t.http.get(`${API}/health`).expect(200)).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
    );
    expect(csp.match(/google/g)).toHaveLength(3);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
