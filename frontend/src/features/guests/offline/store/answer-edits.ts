import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { isBlank } from '../../../../shared/job-form/answer-draft-store';
import type { Answers } from '../../../../shared/job-form/job-form-types';

function same(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  return (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);
}

/** The answers of `draft` that differ from `saved`: what the guest typed and has not saved. */
export function editsOf(draft: Answers, saved: Answers): Answers {
  return Object.fromEntries(Object.entries(draft).filter(([id, value]) => !same(value, saved[id])));
}

/** The edits left once `sent` is saved: those the guest changed again are kept. */
export function editsAfter(edits: Answers, sent: Answers): Answers {
  return Object.fromEntries(
    Object.entries(edits).filter(([id, value]) => !(id in sent) || !same(value, sent[id])),
  );
}

/** The saved answers with the queued saves on top, oldest first: what the guest sees as saved. */
export function withQueued(saved: Answers, queued: readonly { answers: Answers }[]): Answers {
  return queued.reduce<Answers>((answers, save) => ({ ...answers, ...save.answers }), saved);
}
