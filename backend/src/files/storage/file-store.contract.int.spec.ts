import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FileStore } from './file-store.port';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

interface Subject {
  readonly store: FileStore;
  close(): Promise<void>;
}

async function localDisk(): Promise<Subject & { root: string }> {
  const root = mkdtempSync(join(tmpdir(), 'uploads-'));
  return {
    root,
    store: new LocalFileStore(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Bucket(): Promise<Subject> {
  const server: S3TestServer = await startS3TestServer();
  const store = new S3FileStore(server.settings);
  return {
    store,
    close: async () => {
      store.close();
      await server.close();
    },
  };
}

async function keysOf(store: FileStore): Promise<[string, number][]> {
  const entries: [string, number][] = [];
  for await (const { key, size } of store.list()) entries.push([key, size]);
  return entries.sort(([a], [b]) => a.localeCompare(b));
}

/** The same contract for both adapters: what the app relies on from any file store. */
describe.each([
  ['the local disk', localDisk],
  ['an S3-compatible bucket (s3rver)', s3Bucket],
])('file store on %s', (_name, start) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await start();
  });
  afterAll(() => subject.close());

  it('answers a ping while it can be reached', async () => {
    await expect(subject.store.ping()).resolves.toBeUndefined();
  });

  it('gives back what was put, as a stream with its size', async () => {
    const { store } = subject;
    await store.put('logos/a.png', Buffer.from('a logo'), 'image/png');
    const found = await store.get('logos/a.png');
    expect(found?.size).toBe(6);
    expect(await text(found!.body)).toBe('a logo');
    expect(await store.stat('logos/a.png')).toEqual({ size: 6 });
  });

  it('takes a stream larger than one upload part without changing a byte', async () => {
    const part = Buffer.alloc(1024 * 1024, 'x');
    const chunks = Array.from({ length: 6 }, (_, index) =>
      Buffer.concat([part, Buffer.from(`${index}`)]),
    );
    await subject.store.put(
      'attachments/big.bin',
      Readable.from(chunks),
      'application/octet-stream',
    );
    const found = await subject.store.get('attachments/big.bin');
    expect(found?.size).toBe(6 * (part.length + 1));
    expect(await text(found!.body)).toBe(Buffer.concat(chunks).toString());
  });

  it('keeps an empty stream as an empty file', async () => {
    await subject.store.put('attachments/empty', Readable.from([]), 'application/octet-stream');
    expect(await subject.store.stat('attachments/empty')).toEqual({ size: 0 });
  });

  it('answers null for a key it does not have, and deleting one is no error', async () => {
    const { store } = subject;
    expect(await store.get('attachments/none.pdf')).toBeNull();
    expect(await store.stat('attachments/none.pdf')).toBeNull();
    await expect(store.delete('attachments/none.pdf')).resolves.toBeUndefined();
  });

  it('deletes a key', async () => {
    const { store } = subject;
    await store.put('attachments/gone.txt', Buffer.from('soon gone'), 'text/plain');
    await store.delete('attachments/gone.txt');
    expect(await store.stat('attachments/gone.txt')).toBeNull();
  });

  it('lists every key under every folder with its size', async () => {
    const { store } = subject;
    await store.put('attachments/listed.txt', Buffer.from('12345'), 'text/plain');
    expect(await keysOf(store)).toEqual(
      expect.arrayContaining([
        ['attachments/listed.txt', 5],
        ['logos/a.png', 6],
      ]),
    );
  });
});

describe('file store on the local disk', () => {
  it('reads the files already in DATA_DIR/uploads under their old names', async () => {
    const disk = await localDisk();
    mkdirSync(join(disk.root, 'attachments'));
    writeFileSync(join(disk.root, 'attachments', 'old.pdf'), '%PDF-old');
    const found = await disk.store.get('attachments/old.pdf');
    expect(await text(found!.body)).toBe('%PDF-old');
    await expect(disk.store.get('../outside')).rejects.toThrow('Not a file key');
    await disk.close();
  });
});

describe('file store on an S3-compatible bucket', () => {
  it('keeps the content type it was given', async () => {
    const bucket = await s3Bucket();
    await bucket.store.put('logos/typed.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect((await bucket.store.get('logos/typed.webp'))?.contentType).toBe('image/webp');
    await bucket.close();
  });
});

describe('a file store that cannot be reached', () => {
  it('fails its ping: a bucket that does not exist', async () => {
    const server = await startS3TestServer();
    const store = new S3FileStore({ ...server.settings, bucket: 'no-such-bucket' });
    try {
      await expect(store.ping()).rejects.toThrow();
    } finally {
      store.close();
      await server.close();
    }
  });

  it('fails its ping: a folder it may not write', async () => {
    const { root, close } = await localDisk();
    const file = join(root, 'not-a-folder');
    writeFileSync(file, '');
    try {
      await expect(new LocalFileStore(file).ping()).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
