import type { GuestAnswerConflict } from '@job-intake/contracts/guests/guest-api';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { Answers } from '../../../../shared/job-form/job-form-types';

/** One save waiting to reach the server, in the order the guest made them. */
export interface QueuedSave {
  seq: number;
  uuid: string;
  answers: Answers;
  /** The job's revision the guest's answers were based on when the save was made. */
  base_revision: number;
}

/** What this phone knows of a link beyond its queue. */
export interface LinkRecord {
  uuid: string;
  /** The last revision the server answered: the base of the next save. */
  revision: number;
  /** When a save last reached the server (ISO), null before the first. */
  last_sent_at: string | null;
  /** Fields a save did not overwrite, waiting for the guest's choice. */
  conflicts: GuestAnswerConflict[];
}

interface GuestDeviceSchema extends DBSchema {
  /** The answers typed and not yet saved, per link uuid. */
  edits: { key: string; value: { uuid: string; answers: Answers } };
  saves: { key: number; value: QueuedSave; indexes: { 'by-link': string } };
  links: { key: string; value: LinkRecord };
}

const DB_NAME = 'job-intake-guest';

/** Where the page keeps a link's edits, queue and revision. */
export interface AnswerKeeper {
  close(): void;
  edits(uuid: string): Promise<Answers>;
  putEdits(uuid: string, answers: Answers): Promise<void>;
  saves(uuid: string): Promise<QueuedSave[]>;
  enqueue(save: Omit<QueuedSave, 'seq'>, editsLeft: Answers): Promise<QueuedSave>;
  dropSave(seq: number): Promise<void>;
  link(uuid: string): Promise<LinkRecord | undefined>;
  putLink(record: LinkRecord): Promise<void>;
}

/**
 * The guest's answers on this phone (IndexedDB): the edits as typed, the ordered queue of saves
 * and the link's last revision, so a closed tab or a lost connection loses nothing.
 */
export class GuestDevice implements AnswerKeeper {
  private constructor(private readonly db: IDBPDatabase<GuestDeviceSchema>) {}

  static async open(): Promise<GuestDevice> {
    const db = await openDB<GuestDeviceSchema>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('edits', { keyPath: 'uuid' });
        const saves = database.createObjectStore('saves', { keyPath: 'seq', autoIncrement: true });
        saves.createIndex('by-link', 'uuid');
        database.createObjectStore('links', { keyPath: 'uuid' });
      },
    });
    return new GuestDevice(db);
  }

  close(): void {
    this.db.close();
  }

  async edits(uuid: string): Promise<Answers> {
    return (await this.db.get('edits', uuid))?.answers ?? {};
  }

  async putEdits(uuid: string, answers: Answers): Promise<void> {
    if (Object.keys(answers).length === 0) await this.db.delete('edits', uuid);
    else await this.db.put('edits', { uuid, answers });
  }

  /** The link's queued saves, oldest first (keys grow with each save). */
  async saves(uuid: string): Promise<QueuedSave[]> {
    return this.db.getAllFromIndex('saves', 'by-link', uuid);
  }

  /** Queues a save and forgets the edits it holds, in one transaction. */
  async enqueue(save: Omit<QueuedSave, 'seq'>, editsLeft: Answers): Promise<QueuedSave> {
    const tx = this.db.transaction(['saves', 'edits'], 'readwrite');
    const seq = await tx.objectStore('saves').add(save as QueuedSave);
    if (Object.keys(editsLeft).length === 0) await tx.objectStore('edits').delete(save.uuid);
    else await tx.objectStore('edits').put({ uuid: save.uuid, answers: editsLeft });
    await tx.done;
    return { ...save, seq };
  }

  async dropSave(seq: number): Promise<void> {
    await this.db.delete('saves', seq);
  }

  async link(uuid: string): Promise<LinkRecord | undefined> {
    return this.db.get('links', uuid);
  }

  async putLink(record: LinkRecord): Promise<void> {
    await this.db.put('links', record);
  }
}
