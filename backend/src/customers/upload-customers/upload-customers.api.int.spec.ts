import type {
  CustomerUploadErrorResponse,
  CustomerUploadResponse,
} from '@job-intake/contracts/job-form/customers-api';
import { CUSTOMER_CSV_MAX_BYTES } from '@job-intake/contracts/job-form/customers-api';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOtherCompany } from '../../users/testing/other-company';

type Auth = { Authorization: string };
const UPLOAD = `/api/v1/customerFile?company_id=${DEMO_COMPANY_ID}`;
const WITH_BAD_LINE =
  'contact_role,company,email\nOwner,Upload Owner Co,\n9,Bad Role Co,\n3,Upload GC,x@\n';

describe('customers API (POST /customerFile: the super admin’s CSV upload)', () => {
  let t: TestApp;
  let superAdmin: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
  });
  afterAll(() => t.close());

  const upload = (csv: string | Buffer, auth: Auth = superAdmin, skip?: string, path = UPLOAD) => {
    const url = skip === undefined ? path : `${path}&skip_errors=${skip}`;
    return t.http.post(url).set(auth).attach('file', Buffer.from(csv), 'customers.csv');
  };
  const uploadedCount = async (company = 'Upload%') =>
    (
      await t.pool.query('SELECT count(*)::int AS n FROM customers WHERE company ILIKE $1', [
        company,
      ])
    ).rows[0].n as number;

  it('stores nothing from a file with a bad line and lists every problem with line and column', async () => {
    const answer = await upload(WITH_BAD_LINE).expect(400);
    expect(answer.body as CustomerUploadErrorResponse).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'The file was not imported: 2 lines have problems. Fix them and upload the file again, or skip the lines with problems.',
      errors: [
        {
          line: 3,
          field: 'contact_role',
          reason: expect.stringMatching(/^contact_role must be one of/),
        },
        {
          line: 4,
          field: 'email',
          reason: 'email must be an e-mail address, like name@example.com',
        },
      ],
      valid_count: 1,
    });
    expect(await uploadedCount()).toBe(0);
  });

  it('stores the good lines when told to skip the bad ones, and answers the skipped', async () => {
    const answer = await upload(WITH_BAD_LINE, superAdmin, 'true').expect(200);
    const body = answer.body as CustomerUploadResponse;
    expect(body.upload_count).toBe(1);
    expect(body.skipped.map((error) => error.line)).toEqual([3, 4]);
    const { rows } = await t.pool.query(
      "SELECT company_id, contact_role, role_desc FROM customers WHERE company = 'Upload Owner Co'",
    );
    expect(rows).toEqual([{ company_id: DEMO_COMPANY_ID, contact_role: 1, role_desc: 'Owner' }]);
  });

  it('stores a whole good file (many lines) into the company named', async () => {
    const lines = Array.from({ length: 250 }, (_, i) => `4,Upload Sub ${i},Sub ${i}`);
    const answer = await upload(['contact_role,company,name', ...lines].join('\n')).expect(200);
    expect(answer.body).toEqual({ upload_count: 250, skipped: [] });
    expect(await uploadedCount('Upload Sub%')).toBe(250);
  });

  it('refuses a file-level problem even with skip_errors, and a bad skip_errors or no file', async () => {
    const noColumn = await upload('company\nUpload X\n', superAdmin, 'true').expect(400);
    expect(noColumn.body.message).toMatch(/^The file was not imported: The first line must name/);
    expect(noColumn.body.valid_count).toBe(0);
    const allBad = await upload('contact_role,company\n7,Upload Y\n', superAdmin, 'true').expect(
      400,
    );
    expect(allBad.body.valid_count).toBe(0);
    const badFlag = await upload(WITH_BAD_LINE, superAdmin, 'yes').expect(400);
    expect(JSON.stringify(badFlag.body.message)).toContain("skip_errors must be 'true' or 'false'");
    const noFile = await t.http.post(UPLOAD).set(superAdmin).expect(400);
    expect(noFile.body.message).toContain('file is required');
    const strayField = await t.http
      .post(UPLOAD)
      .set(superAdmin)
      .field('skip_errors', 'true')
      .attach('file', Buffer.from(WITH_BAD_LINE), 'customers.csv')
      .expect(400);
    expect(strayField.body.message).toBe('Too many fields');
    await upload(Buffer.alloc(CUSTOMER_CSV_MAX_BYTES + 1, 'a')).expect((res) =>
      expect([400, 413]).toContain(res.status),
    );
  });

  it('is for super admins only (403 for a company admin), and another company needs to exist', async () => {
    const admin = { Authorization: `Bearer ${await t.login('admin')}` };
    await upload(WITH_BAD_LINE, admin).expect(403);
    await upload(
      WITH_BAD_LINE,
      superAdmin,
      'true',
      '/api/v1/customerFile?company_id=7d1c2b3a-0000-4000-8000-000000000abc',
    ).expect(404);
    const other = await createOtherCompany(t, 'Uploaded');
    await upload(
      'contact_role,company\n1,Upload Other Owner\n',
      superAdmin,
      undefined,
      `/api/v1/customerFile?company_id=${other.companyId}`,
    ).expect(200);
    const { rows } = await t.pool.query(
      "SELECT company_id FROM customers WHERE company = 'Upload Other Owner'",
    );
    expect(rows).toEqual([{ company_id: other.companyId }]);
  });
});
