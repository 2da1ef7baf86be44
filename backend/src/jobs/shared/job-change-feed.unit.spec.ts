import {
  START,
  type BatchHandler,
  type EventStore,
  type RecordedEvent,
} from '../../event-store/event-store.port';
import type { ReadModels } from '../../projections/projections.module';
import { JobChangeFeed, type JobWatcher } from './job-change-feed';
import { recorded } from '../testing/recorded-change';

/** The feed on a store whose subscription the test drives, and the read models' waits. */
async function startFeed() {
  let deliver: BatchHandler = async () => undefined;
  const stop = jest.fn(async () => undefined);
  const store = {
    headPosition: async () => START,
    subscribe: (_options: unknown, handler: BatchHandler) => {
      deliver = handler;
      return { stop };
    },
  } as unknown as EventStore;
  const log: string[] = [];
  const readModels = {
    caughtUpWith: async (position: { commit: bigint }) => {
      log.push(`read models at ${position.commit}`);
    },
  } as unknown as ReadModels;
  const feed = new JobChangeFeed(store, readModels);
  await feed.onApplicationBootstrap();
  const watcher = (jobId: string, companyId = 'c1'): JobWatcher & { ended: jest.Mock } => ({
    jobId,
    companyId,
    changed: ({ revision }) => log.push(`${jobId}@${companyId} changed to ${revision}`),
    ended: jest.fn(),
  });
  return { feed, deliver: (events: RecordedEvent[]) => deliver(events), log, watcher, stop };
}

describe('JobChangeFeed', () => {
  it("tells a job's watchers of its company once the read models caught up, nobody else", async () => {
    const { feed, deliver, log, watcher } = await startFeed();
    feed.watch(watcher('a'));
    feed.watch(watcher('a', 'c2'));
    feed.watch(watcher('b'));

    await deliver([recorded('job-a', 4, 10), recorded('job-c', 0, 11), recorded('job-a', 5, 12)]);

    expect(log).toEqual(['read models at 12', 'a@c1 changed to 5']);
  });

  it('does not wait for the read models when nobody watches the changed jobs', async () => {
    const { feed, deliver, log, watcher } = await startFeed();
    const unwatch = feed.watch(watcher('a'));
    expect(feed.watcherCount).toBe(1);
    unwatch();
    expect(feed.watcherCount).toBe(0);

    await deliver([recorded('job-a', 1, 1)]);

    expect(log).toEqual([]);
  });

  it('ends every stream on shutdown, and any opened after', async () => {
    const { feed, watcher, stop } = await startFeed();
    const open = watcher('a');
    feed.watch(open);

    await feed.onModuleDestroy();
    const late = watcher('a');
    feed.watch(late);

    expect(open.ended).toHaveBeenCalledTimes(1);
    expect(late.ended).toHaveBeenCalledTimes(1);
    expect(feed.watcherCount).toBe(0);
    expect(stop).toHaveBeenCalled();
  });
});
