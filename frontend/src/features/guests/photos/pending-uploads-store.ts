import { type DBSchema, openDB } from 'idb';

/** A file picked on the public form and not yet kept by the server. */
export interface PendingUpload {
  key: string;
  appid: string;
  fileName: string;
  /** The photo as compressed on this device, or the file as picked. */
  content: Blob;
  /** When it was picked: the order it is sent in. */
  pickedAt: number;
}

interface PendingUploadsDb extends DBSchema {
  uploads: { key: string; value: PendingUpload; indexes: { appid: string } };
}

const DB_NAME = 'job-intake-guest-uploads';

function database() {
  return openDB<PendingUploadsDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('uploads', { keyPath: 'key' }).createIndex('appid', 'appid');
    },
  });
}

type Database = Awaited<ReturnType<typeof database>>;

/** A device that cannot store (private browsing in some browsers) still uploads; it only keeps nothing across a reload. */
async function using<T>(work: (db: Database) => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await work(await database());
  } catch {
    return otherwise;
  }
}

/**
 * Files waiting to be uploaded, kept in IndexedDB so that closing the tab or losing the
 * connection before they are sent loses none of them.
 */
export const pendingUploads = {
  keep: (upload: PendingUpload) =>
    using(async (db) => void (await db.put('uploads', upload)), undefined),
  of: (appid: string) =>
    using(async (db) => {
      const kept = await db.getAllFromIndex('uploads', 'appid', appid);
      return kept.sort((a, b) => a.pickedAt - b.pickedAt);
    }, [] as PendingUpload[]),
  forget: (key: string) => using((db) => db.delete('uploads', key), undefined),
};
