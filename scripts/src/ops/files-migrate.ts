import type { Pool } from 'pg';
import {
  attachmentFileTypes,
  bucketStore,
  copyFiles,
  guestUploadFileTypes,
  loadConfig,
  LocalFileStore,
  storedFileTypes,
  uploadsFolder,
} from '@job-intake/backend/tools';
import type { Connection } from '../shared/connect';

/**
 * Copies the uploads from DATA_DIR/uploads to the bucket of S3_BUCKET (S3_ENDPOINT, S3_REGION,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), each with the content type its row records; safe to
 * run again (files already there with the same size are skipped). Then start the app with
 * FILE_STORAGE=s3 (decision 0030).
 */
export async function filesMigrate({ pool }: Connection): Promise<boolean> {
  const config = loadConfig(process.env);
  if (!config.S3_BUCKET) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, …) to the bucket to copy to.');
    return false;
  }
  const types = await recordedTypes(pool);
  const bucket = bucketStore(config);
  const from = uploadsFolder(config);
  try {
    const counts = await copyFiles(new LocalFileStore(from), bucket, (key) => types.get(key));
    console.log(
      `${from} → bucket ${config.S3_BUCKET}: ${counts.copied} file(s) copied (${counts.bytes} bytes), ${counts.skipped} already there.`,
    );
    return true;
  } finally {
    bucket.close();
  }
}

/** Each stored file's key and the type its row records: logos, attachments, guest uploads. */
async function recordedTypes(pool: Pool): Promise<Map<string, string>> {
  const types = await Promise.all(
    [storedFileTypes, attachmentFileTypes, guestUploadFileTypes].map((read) => read(pool)),
  );
  return new Map(types.flat().map((row) => [row.key, row.mime_type]));
}
