/**
 * One shared "something was appended" channel per store (a LISTEN connection, a live EventStoreDB
 * subscription), opened on the first listener and reopened after a loss. It is only a hint that
 * wakes catch-up subscriptions early; they poll as well, so a lost notification costs latency,
 * never an event.
 */

export interface ChangeChannel {
  close(): Promise<void>;
}

export interface ChangeChannelHandlers {
  onChange(): void;
  /** The channel died on its own; it will not call onChange again. */
  onLost(): void;
}

export type OpenChangeChannel = (handlers: ChangeChannelHandlers) => Promise<ChangeChannel>;

export interface ChangeNotifier {
  /** Returns the function that removes the listener. */
  listen(listener: () => void): () => void;
  close(): Promise<void>;
}

export function createChangeNotifier(
  open: OpenChangeChannel,
  reopenDelayMs: number,
): ChangeNotifier {
  const listeners = new Set<() => void>();
  let channel: Promise<ChangeChannel | undefined> | undefined;
  let reopenTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const notify = () => listeners.forEach((listener) => listener());

  const lost = () => {
    channel = undefined;
    if (!closed) reopenTimer ??= setTimeout(reopen, reopenDelayMs);
  };

  const reopen = () => {
    reopenTimer = undefined;
    if (!closed && !channel) connect();
  };

  const connect = () => {
    channel = open({ onChange: notify, onLost: lost }).catch(() => {
      lost();
      return undefined;
    });
  };

  return {
    listen(listener) {
      listeners.add(listener);
      if (!channel && !reopenTimer && !closed) connect();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reopenTimer);
      const open = await channel;
      await open?.close();
    },
  };
}
