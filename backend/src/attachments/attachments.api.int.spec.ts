import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  attachmentUrl,
  type AttachmentDto,
  type JobListItem,
} from '@job-intake/contracts/jobs/jobs-api';
import {
  API,
  createJob,
  eventCount,
  type Auth,
  ignoreDroppedConnections,
} from '../jobs/testing/job-fixtures';
import { limitedUser } from '../jobs/testing/limited-user';
import { DEMO_COMPANY_ID, PROVIDER_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PDF, PNG } from './testing/sample-files';
import { OTHER_COMPANY_MESSAGE } from './attach/attach.handler';

const HTML = Buffer.from('<html><script>alert(1)</script></html>');

describe('attachments API: POST /attach, DELETE /attachment/{id}, GET /uploads/…', () => {
  let t: TestApp;
  let standard: Auth;
  let outsider: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'attachments-'));
  const folder = join(dataDir, 'uploads', 'attachments');
  const storedFiles = () => (existsSync(folder) ? readdirSync(folder) : []);

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    outsider = { Authorization: `Bearer ${await t.login('super')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (jobId: string, auth: Auth = standard, companyId = DEMO_COMPANY_ID) =>
    t.http.post(`${API}/attach`).set(auth).field('job_id', jobId).field('company_id', companyId);

  it('stores the files under generated names, lists them on the job and serves them', async () => {
    const jobId = await createJob(t, standard);
    const answer = await upload(jobId)
      .attach('files[]', PNG, 'site photo.png')
      .attach('files[]', PDF, 'Bond – signed.pdf')
      .attach('files[]', HTML, 'page.html')
      .expect(201);
    const list = answer.body as AttachmentDto[];
    expect(list).toEqual([
      expect.objectContaining({
        file_name: 'site photo.png',
        size: PNG.length,
        mime_type: 'image/png',
        status: 'active',
      }),
      expect.objectContaining({
        file_name: 'Bond – signed.pdf',
        size: PDF.length,
        mime_type: 'application/pdf',
      }),
      expect.objectContaining({ file_name: 'page.html', mime_type: 'application/octet-stream' }),
    ]);
    for (const attachment of list) {
      expect(attachment.location).toMatch(/^attachments\/[0-9a-f-]{36}(\.[a-z0-9]+)?$/);
    }
    expect(storedFiles().sort()).toEqual(list.map((a) => a.location.split('/')[1]).sort());

    const job = (await t.http.get(`${API}/job/${jobId}`).set(standard)).body;
    expect(job.attachments).toEqual(list);
    const row = ((await t.http.get(`${API}/jobs`).set(standard)).body.jobs as JobListItem[]).find(
      (j) => j.id === jobId,
    );
    expect(row?.files).toBe(3);

    const [png, pdf, html] = list as [AttachmentDto, AttachmentDto, AttachmentDto];
    const image = await t.http.get(attachmentUrl(png)).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="site photo.png"/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    expect(image.headers['content-security-policy']).toContain('sandbox');
    const document = await t.http.get(attachmentUrl(pdf)).expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="Bond _ signed.pdf"; filename*=UTF-8''Bond%20%E2%80%93%20signed.pdf`,
    );
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    expect(document.headers['content-security-policy']).toContain('sandbox');
    const page = await t.http.get(attachmentUrl(html)).expect(200);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toMatch(/^attachment;/);
    expect(page.headers['content-security-policy']).toContain('sandbox');
  });

  it('removes an attachment: it leaves the job and its link stops working', async () => {
    const jobId = await createJob(t, standard);
    const [attachment] = (await upload(jobId).attach('files[]', PNG, 'a.png').expect(201))
      .body as AttachmentDto[];
    await t.http.delete(`${API}/attachment/${attachment?.id}`).set(outsider).expect(404);
    const removed = await t.http
      .delete(`${API}/attachment/${attachment?.id}`)
      .set(standard)
      .expect(200);
    expect(removed.body).toEqual({ attachment_id: attachment?.id });
    expect((await t.http.get(`${API}/job/${jobId}`).set(standard)).body.attachments).toEqual([]);
    await t.http.get(attachmentUrl(attachment!)).expect(404);
    await t.http.delete(`${API}/attachment/${attachment?.id}`).set(standard).expect(404);
  });

  it('serves only names it generated, with a row', async () => {
    await t.http.get('/uploads/attachments/../../pg/postgresql.conf').expect(404);
    await t.http.get('/uploads/attachments/not-generated.png').expect(404);
    await t.http.get('/uploads/attachments/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f.png').expect(404);
  });

  describe('refusals keep nothing: no event, no file', () => {
    let jobId: string;
    let before: { events: number; files: number };
    beforeEach(async () => {
      jobId = await createJob(t, standard);
      before = { events: await eventCount(t), files: storedFiles().length };
    });
    afterEach(async () => {
      expect(await eventCount(t)).toBe(before.events);
      expect(storedFiles().length).toBe(before.files);
    });

    it('a file over 20 MB (400)', async () => {
      const answer = await upload(jobId)
        .attach('files[]', PNG, 'small.png')
        .attach('files[]', Buffer.alloc(ATTACHMENT_MAX_BYTES + 1), 'huge.bin')
        .expect(400);
      expect(answer.body.message).toBe(ATTACHMENT_TOO_LARGE_MESSAGE);
    });

    it('no file (400), the wrong field (400), a bad job id (400)', async () => {
      expect((await upload(jobId).expect(400)).body.message).toBe(
        'Send at least one file in the field named files[].',
      );
      expect((await upload(jobId).attach('file', PNG, 'a.png').expect(400)).body.message).toMatch(
        /field named files\[\]/,
      );
      const bad = await t.http
        .post(`${API}/attach`)
        .set(standard)
        .field('job_id', 'x')
        .field('company_id', DEMO_COMPANY_ID)
        .attach('files[]', PNG, 'a.png')
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('job_id must be the id of a job');
    });

    it("another company's id (403), another company's job (404), no token (401)", async () => {
      const forbidden = await upload(jobId, standard, PROVIDER_COMPANY_ID)
        .attach('files[]', PNG, 'a.png')
        .expect(403);
      expect(forbidden.body.message).toBe(OTHER_COMPANY_MESSAGE);
      await upload(jobId, outsider, PROVIDER_COMPANY_ID)
        .attach('files[]', PNG, 'a.png')
        .expect(404);
      await t.http
        .post(`${API}/attach`)
        .field('job_id', jobId)
        .attach('files[]', PNG, 'a.png')
        .expect(401);
      await t.http.delete(`${API}/attachment/${jobId}`).expect(401);
    });

    it('without the projects permission (403)', async () => {
      await upload(jobId, await limitedUser(t, ['project_history']))
        .attach('files[]', PNG, 'a.png')
        .expect(403);
    });

    it('a job that can no longer be edited (409)', async () => {
      await t.http
        .post(`${API}/job/${jobId}/status`)
        .set(standard)
        .send({ id: jobId, status: 'archived' })
        .expect(200);
      before.events += 1;
      const refused = await upload(jobId).attach('files[]', PNG, 'a.png').expect(409);
      expect(refused.body.message).toBe('This job is Archived and can no longer be edited.');
    });
  });
});
