import type { AppendResult, StreamAppend } from '../event-store.port';
import type { AppendOutcome } from './append-batch';

/**
 * Sends appends that stand each on their own in one transaction; an outcome per append. `alone`
 * says that no other group is out while this one is: nothing can commit beside it.
 */
export type SendGroup = (
  appends: readonly StreamAppend[],
  context: { readonly alone: boolean },
) => Promise<AppendOutcome[]>;

export interface GroupCommitOptions {
  /** Groups out at the same time; appends that come while all are out wait and go together next. */
  readonly groupsInFlight: number;
  /** Most appends in one group. */
  readonly maxGroupSize: number;
}

export interface GroupCommit {
  append(append: StreamAppend): Promise<AppendResult>;
  /** Resolves once every append handed over so far has been answered. */
  settled(): Promise<void>;
}

interface Waiting {
  readonly append: StreamAppend;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit of concurrent appends: an append made while nothing is out or waiting goes out at
 * once, alone (a lone writer pays nothing for the grouping). Otherwise it goes out at the end of
 * the event loop's current turn (one setImmediate) with the appends made in that turn while fewer
 * than `groupsInFlight` groups are out, or with the appends that came meanwhile once a group is
 * answered; a group is one transaction and one WAL flush. Each append
 * keeps its own checks and its own answer. When a whole group fails (a duplicate event id across
 * its appends, a lost connection), each of its appends is sent again alone: appends are idempotent
 * by event id, so one that did commit answers what it stored.
 */
export function createGroupCommit(send: SendGroup, options: GroupCommitOptions): GroupCommit {
  const waiting: Waiting[] = [];
  const out = new Set<Promise<void>>();
  let scheduled = false;

  const sendNext = () => {
    scheduled = false;
    while (out.size < options.groupsInFlight && waiting.length > 0) {
      const alone = out.size === 0;
      const sent = sendGroup(send, waiting.splice(0, options.maxGroupSize), alone);
      out.add(sent);
      void sent.finally(() => {
        out.delete(sent);
        scheduleSend();
      });
    }
  };
  // After the current turn of the event loop: the writers a group's answers wake append again
  // in that turn, and go out together instead of the first one alone.
  const scheduleSend = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(sendNext);
  };

  return {
    append: (append) =>
      new Promise<AppendResult>((resolve, reject) => {
        const idle = out.size === 0 && waiting.length === 0;
        waiting.push({ append, resolve, reject });
        if (idle) sendNext();
        else scheduleSend();
      }),
    settled: async () => {
      while (out.size > 0 || waiting.length > 0) {
        await (out.size > 0 ? Promise.allSettled(out) : new Promise(setImmediate));
      }
    },
  };
}

async function sendGroup(
  send: SendGroup,
  group: readonly Waiting[],
  alone: boolean,
): Promise<void> {
  try {
    const outcomes = await send(
      group.map(({ append }) => append),
      { alone },
    );
    group.forEach((waiting, index) => answer(waiting, outcomes[index]));
  } catch (error) {
    if (group.length === 1) return group[0]?.reject(error);
    for (const waiting of group) {
      await send([waiting.append], { alone: false }).then(
        ([outcome]) => answer(waiting, outcome),
        waiting.reject,
      );
    }
  }
}

function answer(waiting: Waiting, outcome: AppendOutcome | undefined): void {
  if (!outcome) waiting.reject(new Error(`No answer for the append to ${waiting.append.streamId}`));
  else if (outcome.ok) waiting.resolve(outcome.result);
  else waiting.reject(outcome.error);
}
