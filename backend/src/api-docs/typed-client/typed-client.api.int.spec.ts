import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { CreatedApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { API, type Auth } from '../../testing/api-base';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLIENT_SCHEMA_PATH, clientSchema } from './client-schema';
import { clientOperationProblems } from './testing/client-operation-problems';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const EXAMPLE = 'scripts/src/examples/create-job-with-token.ts';

/** What a company's system calls to create a job, fill its answers and read its status. */
const CLIENT_OPERATIONS = [
  ['get', '/api/v1/forms'],
  ['get', '/api/v1/jobs'],
  ['post', '/api/v1/job'],
  ['get', '/api/v1/job/{id}'],
  ['post', '/api/v1/job/{id}/results'],
] as const;

describe('the typed client: OpenAPI document, generated types, example script', () => {
  let t: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    t = await createTestApp();
    const served = await t.http
      .get(`${API}/openapi.json`)
      .set('Authorization', `Bearer ${await t.login('super')}`)
      .expect(200);
    document = served.body;
  });
  afterAll(() => t.close());

  it('types every operation the client needs: ids, bearer, bodies, answers and errors', () => {
    const problems = CLIENT_OPERATIONS.flatMap(([method, path]) =>
      clientOperationProblems(document, method, path),
    );
    expect(problems).toEqual([]);
  });

  it('commits the client types the served document generates now', async () => {
    const committed = await readFile(resolve(ROOT, CLIENT_SCHEMA_PATH), 'utf8');
    const generated = await clientSchema(document);
    expect(generated === committed ? 'current' : 'stale: run npm run client:generate').toBe(
      'current',
    );
  });

  it('runs the example with an API token: forms listed, a job created, answered and read', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    // As a company's own system would: with an API token an admin made for it (decision 0047).
    const created = await t.http
      .post(`${API}/company/${DEMO_COMPANY_ID}/api-tokens`)
      .set('Authorization', `Bearer ${await t.login('admin')}`)
      .send({ name: 'Example script', permissions: ['projects'] })
      .expect(201);
    const token = (created.body as CreatedApiTokenDto).secret;
    const auth: Auth = { Authorization: `Bearer ${token}` };

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', EXAMPLE],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          SWC_NODE_PROJECT: 'scripts/tsconfig.json',
          JOB_INTAKE_URL: `http://127.0.0.1:${port}`,
          JOB_INTAKE_TOKEN: token,
        },
      },
    );

    const id = /Created job ([0-9a-f-]{36})/.exec(stdout)?.[1];
    const job = (await t.http.get(`${API}/job/${id}`).set(auth).expect(200)).body;
    expect(job.name).toMatch(/^Example job \d{4}-\d{2}-\d{2}$/);
    expect(Object.values(job.answerData)).toEqual(
      expect.arrayContaining(['office@example.com', '1250.00']),
    );
    expect(job.progress.percent).toBeGreaterThan(0);
    expect(stdout).toContain(`is ${job.status}: ${job.progress.percent}% answered`);
  });
});
