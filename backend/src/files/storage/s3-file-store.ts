import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { FileStore, ObjectEntry, StoredObject } from './file-store.port';

export interface S3Settings {
  readonly bucket: string;
  /** An S3-compatible server (MinIO); unset: AWS. */
  readonly endpoint?: string;
  readonly region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/**
 * Files in an S3-compatible bucket under the same keys as on disk. Streams are uploaded in parts
 * (lib-storage), so a large attachment is never held whole in memory; downloads stream the body.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      // Buckets by path (MinIO, s3rver); checksums only where S3 requires them, since
      // S3-compatible servers do not all read the SDK's trailing checksums.
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const params = { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType };
    // Parts of 5 MB, two at a time: an upload holds at most ~10 MB in memory.
    await new Upload({ client: this.client, params, queueSize: 2 }).done();
  }

  async get(key: string): Promise<StoredObject | null> {
    const found = await missingAsNull(
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!found?.Body) return null;
    return {
      body: found.Body as Readable,
      size: found.ContentLength ?? 0,
      contentType: found.ContentType,
    };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const found = await missingAsNull(
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    return found && { size: found.ContentLength ?? 0 };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<ObjectEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}

async function missingAsNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}
