import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { GuestDevice } from './guest-device-db';
import { MemoryKeeper } from './memory-keeper';
import { openAnswerKeeper, openAnswerKeeperAhead } from './open-answer-keeper';

describe('openAnswerKeeper', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('gives the page the store opened ahead, once; the next page opens its own', async () => {
    openAnswerKeeperAhead();
    openAnswerKeeperAhead();
    const ahead = await openAnswerKeeper();
    expect(ahead).toBeInstanceOf(GuestDevice);
    await ahead.putEdits('link-1', { field: 'typed' });
    const next = await openAnswerKeeper();
    expect(next).not.toBe(ahead);
    expect(await next.edits('link-1')).toEqual({ field: 'typed' });
    ahead.close();
    next.close();
  });

  it("keeps the answers in the page's memory where the browser refuses IndexedDB", async () => {
    Object.assign(globalThis, { indexedDB: undefined });
    openAnswerKeeperAhead();
    expect(await openAnswerKeeper()).toBeInstanceOf(MemoryKeeper);
  });
});
