import { WrongExpectedRevisionError, START, type StreamAppend } from '../event-store.port';
import { eventually, newEvent, newStreamId } from '../testing/test-events';
import type { AppendOutcome } from './append-batch';
import { createGroupCommit, type SendGroup } from './group-commit';

const appendTo = (streamId = newStreamId()): StreamAppend => ({
  streamId,
  events: [newEvent()],
  expectedRevision: 'any',
});

const appended = (nextExpectedRevision: number): AppendOutcome => ({
  ok: true,
  result: { nextExpectedRevision, position: START },
});

/** A send that records each group and answers it when `release` is called. */
function heldSend() {
  const groups: (readonly StreamAppend[])[] = [];
  const alone: boolean[] = [];
  const releases: (() => void)[] = [];
  const send: SendGroup = (appends, context) => {
    groups.push(appends);
    alone.push(context.alone);
    return new Promise((resolve) =>
      releases.push(() => resolve(appends.map((_, index) => appended(index)))),
    );
  };
  const release = () => releases.shift()?.();
  return { send, groups, alone, release };
}

const turn = () => new Promise(setImmediate);

describe('group commit', () => {
  it('sends a lone append at once, alone, without waiting for the turn to end', async () => {
    const { send, groups: sent, alone, release } = heldSend();
    const groups = createGroupCommit(send, { groupsInFlight: 2, maxGroupSize: 10 });
    const append = appendTo();
    const answer = groups.append(append);
    expect(sent).toEqual([[append]]);
    expect(alone).toEqual([true]);
    release();
    expect(await answer).toEqual({ nextExpectedRevision: 0, position: START });
  });

  it('sends an append made while another group is out as not alone', async () => {
    const { send, alone, release } = heldSend();
    const groups = createGroupCommit(send, { groupsInFlight: 2, maxGroupSize: 10 });
    const answers = [groups.append(appendTo())];
    await turn();
    answers.push(groups.append(appendTo()));
    await eventually(() => alone.length === 2);
    expect(alone).toEqual([true, false]);
    release();
    release();
    await Promise.all(answers);
  });

  it('sends the appends that came while the groups were out as one group, answering each', async () => {
    const { send, groups: sent, release } = heldSend();
    const groups = createGroupCommit(send, { groupsInFlight: 1, maxGroupSize: 10 });
    const first = groups.append(appendTo());
    await turn();
    const later = [appendTo(), appendTo(), appendTo()];
    const answers = later.map((append) => groups.append(append));
    await turn();
    expect(sent).toHaveLength(1);
    release();
    await first;
    await eventually(() => sent.length === 2);
    expect(sent[1]).toEqual(later);
    release();
    expect((await Promise.all(answers)).map((result) => result.nextExpectedRevision)).toEqual([
      0, 1, 2,
    ]);
  });

  it('splits what waits into groups of at most the largest size', async () => {
    const { send, groups: sent, release } = heldSend();
    const groups = createGroupCommit(send, { groupsInFlight: 1, maxGroupSize: 2 });
    const answers = Array.from({ length: 6 }, () => groups.append(appendTo()));
    for (let group = 1; group <= 4; group += 1) {
      await eventually(() => sent.length === group);
      release();
    }
    await Promise.all(answers);
    // The first went out at once, alone.
    expect(sent.map((group) => group.length)).toEqual([1, 2, 2, 1]);
  });

  it("rejects only the refused append of a group, with that append's error", async () => {
    const refusal = new WrongExpectedRevisionError('refused', 0, 3);
    const send = jest.fn<ReturnType<SendGroup>, Parameters<SendGroup>>(async (appends) =>
      appends.map(({ streamId }, index) =>
        streamId === 'refused' ? { ok: false, error: refusal } : appended(index),
      ),
    );
    const groups = createGroupCommit(send, { groupsInFlight: 1, maxGroupSize: 10 });
    const outcomes = await Promise.allSettled(
      ['first', 'a', 'refused', 'b'].map((streamId) => groups.append(appendTo(streamId))),
    );
    expect(send.mock.calls.map(([appends]) => appends.length)).toEqual([1, 3]);
    expect(outcomes.map(({ status }) => status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[2]).toEqual({ status: 'rejected', reason: refusal });
  });

  it('sends each append of a failed group again alone', async () => {
    const failure = new Error('duplicate key value violates unique constraint');
    const send = jest.fn<ReturnType<SendGroup>, Parameters<SendGroup>>(async (appends) => {
      if (appends.length > 1) throw failure;
      if (appends[0]?.streamId === 'bad') throw failure;
      return [appended(7)];
    });
    const groups = createGroupCommit(send, { groupsInFlight: 1, maxGroupSize: 10 });
    const outcomes = await Promise.allSettled(
      ['first', 'good', 'bad', 'fine'].map((streamId) => groups.append(appendTo(streamId))),
    );
    expect(
      send.mock.calls.map(([appends, { alone }]) => [
        appends.map(({ streamId }) => streamId),
        alone,
      ]),
    ).toEqual([
      [['first'], true],
      [['good', 'bad', 'fine'], true],
      [['good'], false],
      [['bad'], false],
      [['fine'], false],
    ]);
    expect(outcomes.map(({ status }) => status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('is settled only once every append handed over has its answer', async () => {
    const { send, release } = heldSend();
    const groups = createGroupCommit(send, { groupsInFlight: 1, maxGroupSize: 10 });
    let answered = 0;
    void groups.append(appendTo()).then(() => (answered += 1));
    let settled = false;
    const done = groups.settled().then(() => (settled = true));
    await turn();
    expect(settled).toBe(false);
    release();
    await done;
    expect(answered).toBe(1);
  });
});
