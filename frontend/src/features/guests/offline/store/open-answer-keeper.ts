import { type AnswerKeeper, GuestDevice } from './guest-device-db';
import { MemoryKeeper } from './memory-keeper';

/** IndexedDB on this phone, or the page's memory where the browser refuses it. */
export async function openAnswerKeeper(): Promise<AnswerKeeper> {
  try {
    return await GuestDevice.open();
  } catch {
    return new MemoryKeeper();
  }
}
