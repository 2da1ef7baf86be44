import { type AnswerKeeper, GuestDevice } from './guest-device-db';
import { MemoryKeeper } from './memory-keeper';

/** The store opened ahead of the page (openAnswerKeeperAhead), until the page takes it. */
let openedAhead: Promise<AnswerKeeper> | null = null;

/**
 * Starts opening the store before the page asks for it: the guest page calls this as it starts
 * loading the share link's page. Opening IndexedDB takes the browser a few hundred milliseconds
 * on a phone's first visit (it creates the database), which then overlap the page's own loading
 * instead of following it.
 */
export function openAnswerKeeperAhead(): void {
  openedAhead ??= open();
}

/** IndexedDB on this phone, or the page's memory where the browser refuses it. */
export function openAnswerKeeper(): Promise<AnswerKeeper> {
  const opening = openedAhead ?? open();
  openedAhead = null;
  return opening;
}

async function open(): Promise<AnswerKeeper> {
  try {
    return await GuestDevice.open();
  } catch {
    return new MemoryKeeper();
  }
}
