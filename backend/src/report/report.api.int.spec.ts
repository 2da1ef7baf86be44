import ExcelJS from 'exceljs';
import type { Pool } from 'pg';
import type { ReportResponse, ReportRowDto } from '@job-intake/contracts/report/report-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';
import { REPORT_COLUMNS } from './download-report/report-workbook';

type Auth = { Authorization: string };
const API = '/api/v1';
const FILTER = { start_date: '2026-03-01', end_date: '2026-03-31', status: ['beta', 'hold'] };

/** job_list rows (and their counts) of one status, created at the given times. */
async function seedJobs(pool: Pool, companyId: string, status: string, created: string[]) {
  await pool.query(
    `INSERT INTO job_list (id, company_id, name, status, revision, created_at, updated_at, uuid,
       reference_no, ff_est, lf_est, total_contract_amt, total_claim_amt, user_submitted,
       answer_data, progress_percent, progress_remaining, files, links, notes, form_id,
       form_version_id, origin, entry_user)
     SELECT gen_random_uuid(), $1, 'Report job', $2, 1, at, at + interval '1 hour',
       gen_random_uuid(), 'R', false, false, '0.00', '0.00', '{}', '{}', 0, 1, 0, 0, 0, 'f', 'v',
       'seed', 'Seeder'
     FROM unnest($3::timestamptz[]) AS at`,
    [companyId, status, created],
  );
  await pool.query(
    `INSERT INTO job_list_counts (company_id, status, jobs) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, status) DO UPDATE SET jobs = job_list_counts.jobs + EXCLUDED.jobs`,
    [companyId, status, created.length],
  );
}

describe('POST /report and /report/xlsx (the admin report)', () => {
  let t: TestApp;
  let superAdmin: Auth;
  let beta: string;
  let hold: string;

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    beta = (await createOtherCompany(t, 'Aardvark Beta')).companyId;
    hold = (await createOtherCompany(t, 'Zebra Hold')).companyId;
    await t.pool.query(`UPDATE companies SET status = 'beta' WHERE id = $1`, [beta]);
    await t.pool.query(`UPDATE companies SET status = 'hold' WHERE id = $1`, [hold]);
    // The first and last instants of the range are in it; a minute either side is not.
    await seedJobs(t.pool, beta, 'open', [
      '2026-03-01T00:00:00Z',
      '2026-03-15T12:00:00Z',
      '2026-02-28T23:59:00Z',
    ]);
    await seedJobs(t.pool, beta, 'pending', ['2026-03-31T23:59:59Z', '2026-04-01T00:00:00Z']);
    await seedJobs(t.pool, beta, 'submitted', ['2026-05-02T10:30:00Z']);
    await seedJobs(t.pool, beta, 'archived', ['2025-01-01T00:00:00Z']);
    await seedJobs(t.pool, beta, 'deleted', ['2026-03-10T00:00:00Z']);
    await t.pool.query(
      `INSERT INTO forms (id, company_id, name, status, mapped, config, deleted_at)
       VALUES (gen_random_uuid(), $1, 'Kept', 'active', true, '{}', NULL),
              (gen_random_uuid(), $1, 'Gone', 'active', true, '{}', now())`,
      [beta],
    );
  });
  afterAll(() => t.close());

  const report = async (body: object = FILTER): Promise<ReportResponse> =>
    (await t.http.post(`${API}/report`).set(superAdmin).send(body).expect(200)).body;

  const expectedBeta = (): Partial<ReportRowDto> => ({
    company_id: beta,
    status: 'beta',
    jobs: { open: 3, pending: 2, submitted: 1, archived: 1 },
    jobs_created: 3,
    users: 2,
    forms: 1,
    last_activity: '2026-05-02T11:30:00.000Z',
  });

  it('answers one line per company of the chosen statuses, by name, with its numbers', async () => {
    const body = await report();
    expect(body.filter).toEqual(FILTER);
    const ids = body.companies.map((row) => row.company_id);
    expect(ids.indexOf(beta)).toBeLessThan(ids.indexOf(hold));
    expect(body.companies.every((row) => FILTER.status.includes(row.status))).toBe(true);
    expect(body.companies.find((row) => row.company_id === beta)).toMatchObject(expectedBeta());
    expect(body.companies.find((row) => row.company_id === hold)).toMatchObject({
      jobs: { open: 0, pending: 0, submitted: 0, archived: 0 },
      jobs_created: 0,
      users: 2,
      forms: 0,
      last_activity: null,
    });
    const onlyBeta = await report({ ...FILTER, status: ['beta'] });
    expect(onlyBeta.companies.map((row) => row.company_id)).toContain(beta);
    expect(onlyBeta.companies.map((row) => row.company_id)).not.toContain(hold);
  });

  it('streams the same numbers as an .xlsx with typed cells and a frozen header', async () => {
    const answer = await t.http
      .get(`${API}/report/xlsx?start_date=2026-03-01&end_date=2026-03-31&status=beta,hold`)
      .set(superAdmin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="job-intake-report-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(answer.body as Buffer).buffer);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...REPORT_COLUMNS.map((c) => c.header)]);
    expect(sheet.getColumn(1).width).toBe(36);
    const json = await report();
    expect(sheet.rowCount).toBe(json.companies.length + 1);
    const line = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find(
        (row) => row.getCell(1).value === json.companies.find((c) => c.company_id === beta)!.name,
      )!;
    expect(line.values).toEqual([
      undefined,
      expect.stringContaining('Aardvark Beta'),
      'beta',
      3,
      2,
      1,
      1,
      3,
      2,
      1,
      new Date('2026-05-02T11:30:00.000Z'),
    ]);
    expect(line.getCell(10).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(line.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    expect(line.getCell(3).type).toBe(ExcelJS.ValueType.Number);
  });

  it('answers POST /report/xlsx with the filter in the body', async () => {
    const answer = await t.http.post(`${API}/report/xlsx`).set(superAdmin).send(FILTER).expect(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml.sheet');
  });

  it('refuses everyone but super admins with a 403', async () => {
    for (const who of ['admin', 'reviewer', 'standard'] as const) {
      const auth = { Authorization: `Bearer ${await t.login(who)}` };
      await t.http.post(`${API}/report`).set(auth).send(FILTER).expect(403);
      await t.http.post(`${API}/report/xlsx`).set(auth).send(FILTER).expect(403);
      await t.http
        .get(`${API}/report/xlsx?start_date=2026-03-01&end_date=2026-03-31&status=beta`)
        .set(auth)
        .expect(403);
    }
    await t.http.post(`${API}/report`).send(FILTER).expect(401);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const bad = async (body: unknown, message: RegExp) => {
      const answer = await t.http
        .post(`${API}/report`)
        .set(superAdmin)
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toMatch(message);
    };
    await bad({ ...FILTER, end_date: '2026-02-01' }, /end_date must be on or after start_date/);
    await bad({ ...FILTER, start_date: null }, /start_date must be a date/);
    await bad({ ...FILTER, start_date: 'x'.repeat(100_000) }, /start_date must be a date/);
    await bad({ ...FILTER, end_date: '2026-03-01\u0000' }, /end_date must/);
    await bad({ ...FILTER, status: [] }, /status: choose at least one/);
    await bad({ ...FILTER, status: [7] }, /status must hold only/);
    await bad({ ...FILTER, status: 'beta' }, /status must be a list/);
    await bad({ ...FILTER, extra: true }, /Unknown field\(s\): extra/);
    await bad([], /The body must be an object/);
    await bad({}, /start_date is required/);
    const query = await t.http
      .get(`${API}/report/xlsx?start_date=2026-13-01&end_date=2026-03-31&status=beta`)
      .set(superAdmin)
      .expect(400);
    expect(JSON.stringify(query.body.message)).toMatch(/start_date must be a date/);
  });
});
