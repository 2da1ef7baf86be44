import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Auth = { Authorization: string };
const API = '/api/v1';

describe("GET /company-style/{id}.css: the company's Custom Style on its job forms", () => {
  let t: TestApp;
  let admin: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'company-style-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const save = (custom_style: string | null) =>
    t.http.patch(`${API}/company/${DEMO_COMPANY_ID}`).set(admin).send({ custom_style });
  const stylesheet = () => t.http.get(`${API}/company-style/${DEMO_COMPANY_ID}.css`);

  it('serves the saved style, every rule scoped to the form, to anyone who opens a form', async () => {
    await save(null).expect(200);
    const empty = await stylesheet().expect(200);
    expect(empty.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(empty.text).toBe('');

    await save('.card { border: 2px solid #c00; }\nbody { background: #fee; }').expect(200);
    const served = await stylesheet().expect(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.text).toBe(
      '.company-style .card { border: 2px solid #c00; }\n.company-style { background: #fee; }',
    );
  });

  it('refuses on save, naming it, what could reach past the form, and keeps the saved style', async () => {
    await save('.card { color: navy; }').expect(200);
    const refused = await save(
      '@import url(https://evil.example/x.css);\n.a { background: url(https://evil.example/p.png); }',
    ).expect(400);
    expect(refused.body.message).toBe(
      'The custom style cannot be saved: @import is not allowed (line 1); "background" may not ' +
        "load files (url(), image-set()) (line 2). It may only style this company's job forms.",
    );
    const broken = await save('.a { color: red;\n.b {').expect(400);
    expect(broken.body.message).toMatch(/not valid CSS: Unclosed block \(line 2\)/);
    expect((await stylesheet().expect(200)).text).toBe('.company-style .card { color: navy; }');
  });

  it('answers 404 for a company that does not exist or a name that is not a stylesheet', async () => {
    const missing = await t.http
      .get(`${API}/company-style/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f.css`)
      .expect(404);
    // A refusal is the API's JSON with its message, not a stylesheet.
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body.message).toEqual(expect.any(String));
    await t.http.get(`${API}/company-style/${DEMO_COMPANY_ID}.js`).expect(404);
    await t.http.get(`${API}/company-style/not-a-company.css`).expect(404);
  });
});
