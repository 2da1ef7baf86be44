import type { Pool } from 'pg';
import { SQL } from './sql';

export interface AppendNotifier {
  /** An append has committed: LISTENing subscribers are told soon, without waiting for it. */
  appended(): void;
  /** Waits for the NOTIFY in flight. */
  close(): Promise<void>;
}

/**
 * Announces the store's appends after they commit, one NOTIFY at a time. A NOTIFY inside the
 * append would hold PostgreSQL's notify lock through the commit's WAL flush, so concurrent appends
 * would commit one by one (decision 0019). Appends that commit while a NOTIFY is in flight get one
 * more after it. A failed NOTIFY is dropped: subscribers poll as well, so it costs latency only.
 */
export function createAppendNotifier(pool: Pool): AppendNotifier {
  let pending = false;
  let sending: Promise<void> | undefined;

  const send = async () => {
    while (pending) {
      pending = false;
      await pool.query(SQL.notifyAppended).catch(() => undefined);
    }
    sending = undefined;
  };

  return {
    appended() {
      pending = true;
      sending ??= send();
    },
    close: async () => {
      await sending;
    },
  };
}
