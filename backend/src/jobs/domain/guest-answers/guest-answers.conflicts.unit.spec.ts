import type { GuestAnswerConflict } from '@job-intake/contracts/guests/guest-api';
import type { AnswerValue, JobEvent, JobProgress } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../../shared/domain-error';
import { TODAY, givenFor, type GivenEvent } from '../testing/job-decider.given';
import { NOW, TWO_SECTIONS, created, linkId, linkOf } from '../testing/share-link.given';
import { baseRevisionAheadMessage } from './answer-changes';
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

const guestSave = (
  sent: Record<string, unknown>,
  baseRevision: number | undefined,
  submit = false,
): GuestAnswersCommand => ({
  type: 'SaveGuestAnswers',
  data: { linkId, sent, form: TWO_SECTIONS, today: TODAY, submit, now: NOW, baseRevision },
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

/** Given the history, the save answers these conflicts and decides these events. */
function expectSave(
  history: JobEvent[],
  save: GuestAnswersCommand,
  conflicts: GuestAnswerConflict[],
  events: JobEvent[],
) {
  expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual(conflicts);
  given(history).when(save).then(events);
}

describe("a guest's save based on an older revision", () => {
  it('leaves a field staff changed since to another value, and saves the untouched field', () => {
    expectSave(
      [created, link, byStaff],
      guestSave({ b: 'mine', c: 'filled' }, OPENED_AT),
      [{ field_id: 'b', yours: 'mine', theirs: 'staff' }],
      [cFilled],
    );
  });

  it('is no conflict when the sent value is the one saved now', () => {
    expectSave(
      [created, link, byStaff],
      guestSave({ b: 'staff', c: 'filled' }, OPENED_AT),
      [],
      [cFilled],
    );
  });

  it("never conflicts with the same link's own earlier saves (a queue based on one revision)", () => {
    expectSave(
      [created, link, savedHere({ b: 'first' }), savedHere({ b: 'second' })],
      guestSave({ b: 'third' }, OPENED_AT),
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
        guestSave({ b: 'again' }, OPENED_AT),
        [{ field_id: 'b', yours: 'again', theirs: 'other' }],
        [],
      );
  });

  it('saves a field changed at or before the base revision', () => {
    expectSave(
      [created, link, byStaff],
      guestSave({ b: 'mine' }, 2),
      [],
      [savedHere({ b: 'mine' })],
    );
  });

  it('answers a field staff cleared with theirs null', () => {
    expectSave(
      [created, link, byStaff, saved({ b: null })],
      guestSave({ b: 'mine' }, OPENED_AT),
      [{ field_id: 'b', yours: 'mine', theirs: null }],
      [],
    );
  });

  it('saves nothing and does not complete the link on a Submit Form with a conflict', () => {
    given([created, link, byStaff])
      .when(guestSave({ b: 'mine', a: 'x', c: 'filled' }, OPENED_AT, true))
      .then([]);
  });

  it('completes the link on a Submit Form without a conflict', () => {
    given([created, link, byStaff])
      .when(guestSave({ b: 'staff', a: 'x', c: 'filled' }, OPENED_AT, true))
      .then([
        savedHere({ a: 'x', c: 'filled' }, { percent: 100, remaining: 0 }),
        { type: 'ShareLinkSubmitted', data: { linkId } },
      ]);
  });

  it('without a base revision overwrites as before (last write wins)', () => {
    expectSave(
      [created, link, byStaff],
      guestSave({ b: 'mine' }, undefined),
      [],
      [savedHere({ b: 'mine' })],
    );
  });

  it("refuses a base revision after the job's latest, saying so", () => {
    const history = [created, link, byStaff];
    expect(() => guestAnswerConflicts(jobAfter(history), guestSave({ b: 'x' }, 3).data)).toThrow(
      new DomainError('invalid', baseRevisionAheadMessage(3, 2)),
    );
    given(history)
      .when(guestSave({ b: 'x' }, 3))
      .thenRefuses('invalid', baseRevisionAheadMessage(3, 2));
  });

  it('refuses an answer that is not right for the form even when it conflicts', () => {
    given([created, link, byStaff])
      .when(guestSave({ b: 12345 }, OPENED_AT))
      .thenRefuses('invalid', 'must be text');
  });
});
