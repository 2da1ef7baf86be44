import { resolve } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import type { FileStore } from './file-store.port';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** The disk folder uploads have always lived in. */
export function uploadsFolder(config: Pick<AppConfig, 'DATA_DIR'>): string {
  return resolve(config.DATA_DIR, 'uploads');
}

/** The bucket named in the configuration (FILE_STORAGE=s3 or not). */
export function bucketStore(config: AppConfig): S3FileStore {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  return new S3FileStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

/** The store FILE_STORAGE chooses: the local disk (default) or the bucket. */
export function createFileStore(config: AppConfig): FileStore {
  return config.FILE_STORAGE === 's3'
    ? bucketStore(config)
    : new LocalFileStore(uploadsFolder(config));
}
