import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { copyFiles } from './copy-files';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

/** `npm run ops -- files migrate`'s copy, from a disk folder to a real S3-compatible bucket. */
describe('copying the uploads from the disk to a bucket', () => {
  let server: S3TestServer;
  let bucket: S3FileStore;
  const root = mkdtempSync(join(tmpdir(), 'uploads-'));
  const disk = new LocalFileStore(root);

  beforeAll(async () => {
    server = await startS3TestServer();
    bucket = new S3FileStore(server.settings);
    await disk.put('logos/a.png', Buffer.from('png bytes'), 'image/png');
    await disk.put('attachments/b.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await disk.put('attachments/c', Buffer.from('anything'), 'application/octet-stream');
  });
  afterAll(async () => {
    bucket.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const types = new Map([['logos/a.png', 'image/png']]);

  it('copies every file with its content and known type, and skips them the second time', async () => {
    expect(await copyFiles(disk, bucket, (key) => types.get(key))).toEqual({
      copied: 3,
      skipped: 0,
      bytes: 9 + 8 + 8,
    });
    const logo = await bucket.get('logos/a.png');
    expect([await text(logo!.body), logo?.contentType]).toEqual(['png bytes', 'image/png']);
    expect((await bucket.get('attachments/c'))?.contentType).toBe('application/octet-stream');
    expect(await copyFiles(disk, bucket, (key) => types.get(key))).toEqual({
      copied: 0,
      skipped: 3,
      bytes: 0,
    });
  });

  it('copies again a file whose copy differs in size (an interrupted upload)', async () => {
    writeFileSync(join(root, 'attachments', 'c'), 'anything, now longer');
    expect(await copyFiles(disk, bucket, () => undefined)).toEqual({
      copied: 1,
      skipped: 2,
      bytes: 20,
    });
    expect(await text((await bucket.get('attachments/c'))!.body)).toBe('anything, now longer');
  });
});
