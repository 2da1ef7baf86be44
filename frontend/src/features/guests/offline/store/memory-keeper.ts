import type { Answers } from '../../../../shared/job-form/job-form-types';
import type { AnswerKeeper, LinkRecord, QueuedSave } from './guest-device-db';

/**
 * The page's memory, where the browser refuses IndexedDB (storage blocked, some private modes):
 * the queue and its retries still work while the page is open, but a closed tab loses them.
 */
export class MemoryKeeper implements AnswerKeeper {
  private readonly editsByLink = new Map<string, Answers>();
  private readonly queue: QueuedSave[] = [];
  private readonly links = new Map<string, LinkRecord>();
  private nextSeq = 1;

  close(): void {}

  async edits(uuid: string) {
    return this.editsByLink.get(uuid) ?? {};
  }

  async putEdits(uuid: string, answers: Answers) {
    this.editsByLink.set(uuid, answers);
  }

  async saves(uuid: string) {
    return this.queue.filter((save) => save.uuid === uuid);
  }

  async enqueue(save: Omit<QueuedSave, 'seq'>, editsLeft: Answers) {
    const queued = { ...save, seq: this.nextSeq++ };
    this.queue.push(queued);
    this.editsByLink.set(save.uuid, editsLeft);
    return queued;
  }

  async dropSave(seq: number) {
    const index = this.queue.findIndex((save) => save.seq === seq);
    if (index >= 0) this.queue.splice(index, 1);
  }

  async link(uuid: string) {
    return this.links.get(uuid);
  }

  async putLink(record: LinkRecord) {
    this.links.set(record.uuid, record);
  }
}
