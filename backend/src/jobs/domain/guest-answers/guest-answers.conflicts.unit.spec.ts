import type { GuestAnswerConflict } from '@job-intake/contracts/guests/guest-api';
import type { AnswerValue, JobEvent, JobProgress } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../../shared/domain-error';
import { TODAY, givenFor, type GivenEvent } from '../testing/job-decider.given';
import { NOW, TWO_SECTIONS, created, linkId, linkOf, sample } from '../testing/share-link.given';
import { baseRevisionAheadMessage, evolveAnswerChanges } from './answer-changes';
import {
  guestAnswerConflicts,
  guestAnswersDecider,
  type GuestAnswersCommand,
  type GuestAnswersJob,
} from './guest-answers.decider';

const given = givenFor(guestAnswersDecider);

/** The job as the store would fold these events, each at its index. */
function jobAfter(events: GivenEvent[]): GuestAnswersJob {
  const state = events.reduce(
    (folded, event, revision) => guestAnswersDecider.evolve(folded, { revision, ...event }),
    guestAnswersDecider.initialState,
  );
  if (!state.exists) throw new Error('no job');
  return state;
}

/**
 * The guest's save based on revision `base` (undefined: none) of the job after `history`: the
 * latest revision is the last event's index, as the handler's read of the stream gives it.
 */
const guestSave = (
  history: readonly JobEvent[],
  sent: Record<string, unknown>,
  base: number | undefined,
  submit = false,
): GuestAnswersCommand => ({
  type: 'SaveGuestAnswers',
  data: {
    linkId,
    sent,
    form: TWO_SECTIONS,
    today: TODAY,
    submit,
    now: NOW,
    revisions: base === undefined ? undefined : { base, latest: history.length - 1 },
  },
});

const saved = (answers: Record<string, AnswerValue>, by?: string): JobEvent => ({
  type: 'AnswersSaved',
  data: {
    answers,
    progress: { percent: 0, remaining: 2 },
    ...(by === undefined ? {} : { linkId: by }),
  },
});

/** A link to both sections; the guest opened it at revision 1 (created 0, link 1). */
const link = linkOf(['s1', 's2']);
const OPENED_AT = 1;
const byStaff = saved({ b: 'staff' });

/** The guest's AnswersSaved, as this link's. */
const savedHere = (
  answers: Record<string, AnswerValue>,
  progress: JobProgress = { percent: 0, remaining: 2 },
): JobEvent => ({ type: 'AnswersSaved', data: { answers, progress, linkId } });
const cFilled = savedHere({ c: 'filled' }, { percent: 50, remaining: 1 });

/** Given the history, the save based on `base` answers these conflicts and decides these events. */
function expectSave(
  history: JobEvent[],
  [sent, base]: [Record<string, unknown>, number | undefined],
  conflicts: GuestAnswerConflict[],
  events: JobEvent[],
) {
  const save = guestSave(history, sent, base);
  expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual(conflicts);
  given(history).when(save).then(events);
}

describe("a guest's save based on an older revision", () => {
  it('leaves a field staff changed since to another value, and saves the untouched field', () => {
    expectSave(
      [created, link, byStaff],
      [{ b: 'mine', c: 'filled' }, OPENED_AT],
      [{ field_id: 'b', yours: 'mine', theirs: 'staff' }],
      [cFilled],
    );
  });

  it('is no conflict when the sent value is the one saved now', () => {
    expectSave([created, link, byStaff], [{ b: 'staff', c: 'filled' }, OPENED_AT], [], [cFilled]);
  });

  it("never conflicts with the same link's own earlier saves (a queue based on one revision)", () => {
    expectSave(
      [created, link, savedHere({ b: 'first' }), savedHere({ b: 'second' })],
      [{ b: 'third' }, OPENED_AT],
      [],
      [savedHere({ b: 'third' })],
    );
  });

  it("conflicts with another link, and with staff after the guest's own save", () => {
    for (const history of [
      [created, link, saved({ b: 'other' }, 'l2')],
      [created, link, savedHere({ b: 'mine' }), saved({ b: 'other' })],
    ])
      expectSave(
        history,
        [{ b: 'again' }, OPENED_AT],
        [{ field_id: 'b', yours: 'again', theirs: 'other' }],
        [],
      );
  });

  it('saves a field changed at or before the base revision', () => {
    expectSave([created, link, byStaff], [{ b: 'mine' }, 2], [], [savedHere({ b: 'mine' })]);
  });

  it('answers a field staff cleared with theirs null', () => {
    expectSave(
      [created, link, byStaff, saved({ b: null })],
      [{ b: 'mine' }, OPENED_AT],
      [{ field_id: 'b', yours: 'mine', theirs: null }],
      [],
    );
  });

  it('saves a base at the latest revision, though the events after the last change are no answers', () => {
    expectSave(
      [created, link, byStaff, sample.NoteAdded, sample.ShareLinkCreated],
      [{ b: 'mine' }, 4],
      [],
      [savedHere({ b: 'mine' })],
    );
  });

  it('saves nothing and does not complete the link on a Submit Form with a conflict', () => {
    const history = [created, link, byStaff];
    given(history)
      .when(guestSave(history, { b: 'mine', a: 'x', c: 'filled' }, OPENED_AT, true))
      .then([]);
  });

  it('completes the link on a Submit Form without a conflict', () => {
    const history = [created, link, byStaff];
    given(history)
      .when(guestSave(history, { b: 'staff', a: 'x', c: 'filled' }, OPENED_AT, true))
      .then([
        savedHere({ a: 'x', c: 'filled' }, { percent: 100, remaining: 0 }),
        { type: 'ShareLinkSubmitted', data: { linkId } },
      ]);
  });

  it('without a base revision overwrites as before (last write wins)', () => {
    expectSave(
      [created, link, byStaff],
      [{ b: 'mine' }, undefined],
      [],
      [savedHere({ b: 'mine' })],
    );
  });

  it("refuses a base revision after the job's latest, saying so", () => {
    const history = [created, link, byStaff];
    const ahead = guestSave(history, { b: 'x' }, 3);
    expect(() => guestAnswerConflicts(jobAfter(history), ahead.data)).toThrow(
      new DomainError('invalid', baseRevisionAheadMessage(3, 2)),
    );
    given(history).when(ahead).thenRefuses('invalid', baseRevisionAheadMessage(3, 2));
  });

  it('refuses an answer that is not right for the form even when it conflicts', () => {
    const history = [created, link, byStaff];
    given(history)
      .when(guestSave(history, { b: 12345 }, OPENED_AT))
      .thenRefuses('invalid', 'must be text');
  });
});

describe('the fold of who changed each answer', () => {
  const job = jobAfter([created, link, byStaff]);
  const facts = { id: null, occurredAt: null, revision: 3 };

  it('leaves the job as it was for an event that changes no answer', () => {
    expect(evolveAnswerChanges(job, sample.NoteAdded, facts)).toBe(job);
  });

  it("records an AnswersSaved's fields with its revision and link", () => {
    const next = evolveAnswerChanges(job, savedHere({ c: 'filled' }), facts);
    expect(next.answerChanges.get('c')).toEqual({ revision: 3, linkId });
    expect(next.answerChanges.get('b')).toEqual({ revision: 2, linkId: null });
  });
});
