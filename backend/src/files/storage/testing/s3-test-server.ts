// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- for scripts/ and e2e/
/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../s3-file-store';

export interface S3TestServer {
  /** Settings of a store on the server's bucket. */
  readonly settings: S3Settings;
  /** The same as app configuration (FILE_STORAGE=s3 …). */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's default credentials: it checks signatures made with them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on a free port, with one bucket in a temporary folder. */
export async function startS3TestServer(bucket = 'job-intake-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  keepFoldersOnDelete(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, endpoint, region: 'us-east-1', credentials: KEYS },
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver's delete also removes the key's folders once they are empty, racing with a put into the
 * same folder: the put's write stream then fails to open and, having no error handler, ends the
 * whole process (seen in the scale-out drill when two instances upload and delete at once). Here a
 * delete removes the object's files and leaves the folders.
 */
function keepFoldersOnDelete(server: S3rver): void {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    const files = ['object', 'object.md5', 'metadata.json'];
    await Promise.all(
      files.map((resource) => rm(store.getResourcePath(bucket, key, resource), { force: true })),
    );
  };
}
