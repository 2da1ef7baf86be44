import type { GuestAnswerConflict } from '@job-intake/contracts/guests/guest-api';
import type { AnswerValue, JobEvent } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../../shared/domain-error';
import { sameValue } from '../job-answers.decisions';
import type { JobCore, RecordedFacts } from '../job-core';

/** The last event that changed one field's answer. */
export interface AnswerChange {
  /** Its revision in the job's stream; null for an event just decided (not stored yet). */
  readonly revision: number | null;
  /** The share link a guest changed it through; null for staff, the public form or a setting. */
  readonly linkId: string | null;
}

/** Who changed each answer last and when, to tell a guest's stale save from a fresh one. */
export interface AnswerChangesState {
  /** By field id: only fields whose answer some event changed. */
  readonly answerChanges: ReadonlyMap<string, AnswerChange>;
}

export const initialAnswerChanges: AnswerChangesState = { answerChanges: new Map() };

/** Only an AnswersSaved changes the slice; every other event leaves the job as it was. */
export function evolveAnswerChanges<S extends AnswerChangesState>(
  state: S,
  event: JobEvent,
  facts: RecordedFacts,
): S {
  if (event.type !== 'AnswersSaved') return state;
  const change: AnswerChange = { revision: facts.revision, linkId: event.data.linkId ?? null };
  const answerChanges = new Map(state.answerChanges);
  for (const fieldId of Object.keys(event.data.answers)) answerChanges.set(fieldId, change);
  return { ...state, answerChanges };
}

/**
 * The revisions a guest's save is judged by: `base`, the job's revision its answers were based
 * on, and `latest`, the revision of the job's stream as the command's read left it (the stream
 * knows it; the fold does not carry it).
 */
export interface SaveRevisions {
  readonly base: number;
  readonly latest: number;
}

export const baseRevisionAheadMessage = (base: number, current: number) =>
  `base_revision ${base} is after the job's latest revision ${current}: send the revision this link's last answer gave`;

/**
 * The answers a guest sent through a link, based on the job at `revisions.base`, that the job no
 * longer holds as they were then: changed after it by staff, the public form or another link (the
 * same link's own later saves are the guest's), to a value other than the one sent. Answers are
 * as checked against the form. A base after the latest revision is refused.
 */
export function answerConflicts(
  job: JobCore & AnswerChangesState,
  linkId: string,
  revisions: SaveRevisions,
  answers: Readonly<Record<string, AnswerValue>>,
): GuestAnswerConflict[] {
  const { base, latest } = revisions;
  if (base > latest) throw new DomainError('invalid', baseRevisionAheadMessage(base, latest));
  return Object.entries(answers).flatMap(([field_id, yours]) => {
    const change = job.answerChanges.get(field_id);
    const theirs = job.answers[field_id] ?? null;
    const changedByOthers =
      change !== undefined &&
      change.linkId !== linkId &&
      (change.revision === null || change.revision > base);
    return changedByOthers && !sameValue(theirs, yours) ? [{ field_id, yours, theirs }] : [];
  });
}
