import {
  ATTACHMENT_MAX_BYTES,
  attachmentUrl,
  type AttachmentDto,
} from '@job-intake/contracts/jobs/jobs-api';
import type { FormVariantDto } from '@job-intake/contracts/forms/forms-api';
import sharp from 'sharp';
import { S3FileStore } from '../files/storage/s3-file-store';
import { startS3TestServer, type S3TestServer } from '../files/storage/testing/s3-test-server';
import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import { SAMPLE_IMAGES } from '../forms/testing/sample-images';
import { API, createJob, type Auth, ignoreDroppedConnections } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PDF, PNG } from './testing/sample-files';

/** The app with FILE_STORAGE=s3 on a real S3-compatible server: uploads go to the bucket. */
describe('attachments and logos on object storage (FILE_STORAGE=s3)', () => {
  let server: S3TestServer;
  let bucket: S3FileStore;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    server = await startS3TestServer();
    bucket = new S3FileStore(server.settings);
    t = await createTestApp(server.env);
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(async () => {
    await t.close();
    bucket.close();
    await server.close();
  });

  const keys = async () => {
    const found: string[] = [];
    for await (const { key } of bucket.list()) found.push(key);
    return found.sort();
  };
  const upload = (jobId: string) =>
    t.http
      .post(`${API}/attach`)
      .set(standard)
      .field('job_id', jobId)
      .field('company_id', DEMO_COMPANY_ID);

  it('uploads into the bucket and serves the files from it with the same headers', async () => {
    const jobId = await createJob(t, standard);
    const list = (
      await upload(jobId)
        .attach('files[]', PNG, 'site photo.png')
        .attach('files[]', PDF, 'bond.pdf')
        .expect(201)
    ).body as AttachmentDto[];
    const [png, pdf] = list as [AttachmentDto, AttachmentDto];
    expect([png.mime_type, pdf.mime_type]).toEqual(['image/png', 'application/pdf']);
    expect(await keys()).toEqual([png.location, pdf.location].sort());
    expect((await bucket.get(png.location))?.contentType).toBe('image/png');

    const image = await t.http.get(attachmentUrl(png)).buffer(true).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
    });
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="site photo.png"/);
    expect(image.headers['content-security-policy']).toContain('sandbox');
    const document = await t.http.get(attachmentUrl(pdf)).buffer(true).expect(200);
    expect(document.headers['content-disposition']).toMatch(/^attachment; filename="bond.pdf"/);
    expect(Buffer.compare(document.body as Buffer, PDF)).toBe(0);
    const head = await t.http.head(attachmentUrl(pdf)).expect(200);
    expect(head.headers['content-length']).toBe(String(PDF.length));

    await bucket.delete(pdf.location);
    await t.http.get(attachmentUrl(pdf)).expect(404);
  });

  it('keeps nothing in the bucket of a refused upload', async () => {
    const jobId = await createJob(t, standard);
    const before = await keys();
    await upload(jobId)
      .attach('files[]', PNG, 'small.png')
      .attach('files[]', Buffer.alloc(ATTACHMENT_MAX_BYTES + 1), 'huge.bin')
      .expect(400);
    await t.http
      .post(`${API}/attach`)
      .set(standard)
      .field('job_id', jobId)
      .field('company_id', '00000000-0000-4000-8000-000000000000')
      .attach('files[]', PNG, 'a.png')
      .expect(403);
    expect(await keys()).toEqual(before);
  });

  it('stores a logo in the bucket and serves it publicly from there', async () => {
    const admin = { Authorization: `Bearer ${await t.login('admin')}` };
    const variant = (
      await t.http
        .post(`${API}/form/logo`)
        .set(admin)
        .field('title', 'Bucket logo')
        .field('form_id', DEMO_FORM_ID)
        .attach('file', SAMPLE_IMAGES.png, 'logo.png')
        .expect(200)
    ).body as FormVariantDto;
    const location = variant.file!.location;
    expect(await keys()).toContain(location.replace(/^files\//, ''));
    const image = await t.http.get(`${API}/${location}`).buffer(true).expect(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(image.body as Buffer).metadata()).format).toBe('png');
  });
});
