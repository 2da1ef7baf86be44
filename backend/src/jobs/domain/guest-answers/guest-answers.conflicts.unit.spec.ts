import type { AnswerValue, JobEvent } from '@job-intake/contracts/jobs/job-events';
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

describe("a guest's save based on an older revision", () => {
  it('leaves a field staff changed since to another value, and saves the untouched field', () => {
    const history = [created, link, byStaff];
    const save = guestSave({ b: 'mine', c: 'filled' }, OPENED_AT);
    expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual([
      { field_id: 'b', yours: 'mine', theirs: 'staff' },
    ]);
    given(history)
      .when(save)
      .then([
        {
          type: 'AnswersSaved',
          data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
        },
      ]);
  });

  it('is no conflict when the sent value is the one saved now', () => {
    const history = [created, link, byStaff];
    const save = guestSave({ b: 'staff', c: 'filled' }, OPENED_AT);
    expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual([]);
    given(history)
      .when(save)
      .then([
        {
          type: 'AnswersSaved',
          data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
        },
      ]);
  });

  it("never conflicts with the same link's own earlier saves (a queue based on one revision)", () => {
    const history = [created, link, saved({ b: 'first' }, linkId), saved({ b: 'second' }, linkId)];
    const save = guestSave({ b: 'third' }, OPENED_AT);
    expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual([]);
    given(history)
      .when(save)
      .then([
        {
          type: 'AnswersSaved',
          data: { answers: { b: 'third' }, progress: { percent: 0, remaining: 2 }, linkId },
        },
      ]);
  });

  it("conflicts with another link, and with staff after the guest's own save", () => {
    for (const history of [
      [created, link, saved({ b: 'other' }, 'l2')],
      [created, link, saved({ b: 'mine' }, linkId), saved({ b: 'other' })],
    ]) {
      const save = guestSave({ b: 'again' }, OPENED_AT);
      expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual([
        { field_id: 'b', yours: 'again', theirs: 'other' },
      ]);
      given(history).when(save).then([]);
    }
  });

  it('saves a field changed at or before the base revision', () => {
    const history = [created, link, byStaff];
    const save = guestSave({ b: 'mine' }, 2);
    expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual([]);
    given(history)
      .when(save)
      .then([
        {
          type: 'AnswersSaved',
          data: { answers: { b: 'mine' }, progress: { percent: 0, remaining: 2 }, linkId },
        },
      ]);
  });

  it('answers a field staff cleared with theirs null', () => {
    const save = guestSave({ b: 'mine' }, OPENED_AT);
    expect(
      guestAnswerConflicts(jobAfter([created, link, byStaff, saved({ b: null })]), save.data),
    ).toEqual([{ field_id: 'b', yours: 'mine', theirs: null }]);
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
        {
          type: 'AnswersSaved',
          data: {
            answers: { a: 'x', c: 'filled' },
            progress: { percent: 100, remaining: 0 },
            linkId,
          },
        },
        { type: 'ShareLinkSubmitted', data: { linkId } },
      ]);
  });

  it('without a base revision overwrites as before (last write wins)', () => {
    const history = [created, link, byStaff];
    const save = guestSave({ b: 'mine' }, undefined);
    expect(guestAnswerConflicts(jobAfter(history), save.data)).toEqual([]);
    given(history)
      .when(save)
      .then([
        {
          type: 'AnswersSaved',
          data: { answers: { b: 'mine' }, progress: { percent: 0, remaining: 2 }, linkId },
        },
      ]);
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
      .thenRefuses('invalid', /"b"|b /);
  });
});
