import { createChangeNotifier, type ChangeChannelHandlers } from './change-notifier';
import { eventually, sleep } from './testing/test-events';

/** Channels opened by the notifier, each with the handlers it was given. */
function fakeChannels(failOpens = 0) {
  const opened: { handlers: ChangeChannelHandlers; closed: boolean }[] = [];
  let failures = failOpens;
  const open = async (handlers: ChangeChannelHandlers) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('cannot connect');
    }
    const channel = { handlers, closed: false };
    opened.push(channel);
    return {
      close: async () => {
        channel.closed = true;
      },
    };
  };
  return { open, opened, attempts: () => opened.length + failOpens - failures };
}

describe('change notifier', () => {
  it('opens one channel on the first listener and tells every listener of a change', async () => {
    const channels = fakeChannels();
    const notifier = createChangeNotifier(channels.open, 10);
    expect(channels.opened).toHaveLength(0);
    const heard: string[] = [];
    notifier.listen(() => heard.push('a'));
    const stopB = notifier.listen(() => heard.push('b'));
    await eventually(() => channels.opened.length === 1);
    channels.opened[0]?.handlers.onChange();
    stopB();
    channels.opened[0]?.handlers.onChange();
    expect(heard).toEqual(['a', 'b', 'a']);
    await notifier.close();
    expect(channels.opened).toEqual([expect.objectContaining({ closed: true })]);
  });

  it('reopens a lost channel after the delay', async () => {
    const channels = fakeChannels();
    const notifier = createChangeNotifier(channels.open, 10);
    let heard = 0;
    notifier.listen(() => (heard += 1));
    await eventually(() => channels.opened.length === 1);
    channels.opened[0]?.handlers.onLost();
    await eventually(() => channels.opened.length === 2);
    channels.opened[1]?.handlers.onChange();
    expect(heard).toBe(1);
    await notifier.close();
  });

  it('retries a channel that failed to open', async () => {
    const channels = fakeChannels(2);
    const notifier = createChangeNotifier(channels.open, 10);
    notifier.listen(() => undefined);
    await eventually(() => channels.opened.length === 1);
    expect(channels.attempts()).toBe(3);
    await notifier.close();
  });

  it('does not reopen once closed', async () => {
    const channels = fakeChannels();
    const notifier = createChangeNotifier(channels.open, 10);
    notifier.listen(() => undefined);
    await eventually(() => channels.opened.length === 1);
    await notifier.close();
    channels.opened[0]?.handlers.onLost();
    notifier.listen(() => undefined);
    await sleep(30);
    expect(channels.opened).toHaveLength(1);
  });
});
