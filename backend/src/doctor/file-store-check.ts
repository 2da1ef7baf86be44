import { randomUUID } from 'node:crypto';
import type { FileStore } from '../files/storage/file-store.port';
import { fail, ok, type CheckResult } from './doctor-check';

/** Writes, reads back and deletes a probe object where the uploads live. */
export async function checkFileStore(files: FileStore, where: string): Promise<CheckResult> {
  const key = `doctor/probe-${randomUUID()}.txt`;
  const body = Buffer.from('job-intake doctor probe\n');
  await files.put(key, body, 'text/plain');
  try {
    const found = await files.stat(key);
    if (found?.size !== body.length) {
      return fail('file store', `${where}: the probe written is not there to read back`);
    }
  } finally {
    await files.delete(key);
  }
  return ok('file store', `${where} is writable`);
}
