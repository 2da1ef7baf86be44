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
  /** The revision of the last job event folded (-1 before any stored one). */
  readonly lastRevision: number;
}

export const initialAnswerChanges: AnswerChangesState = {
  answerChanges: new Map(),
  lastRevision: -1,
};

export function evolveAnswerChanges<S extends AnswerChangesState>(
  state: S,
  event: JobEvent,
  facts: RecordedFacts,
): S {
  const lastRevision = facts.revision ?? state.lastRevision;
  if (event.type !== 'AnswersSaved')
    return lastRevision === state.lastRevision ? state : { ...state, lastRevision };
  const change: AnswerChange = { revision: facts.revision, linkId: event.data.linkId ?? null };
  const answerChanges = new Map(state.answerChanges);
  for (const fieldId of Object.keys(event.data.answers)) answerChanges.set(fieldId, change);
  return { ...state, lastRevision, answerChanges };
}

export const baseRevisionAheadMessage = (base: number, current: number) =>
  `base_revision ${base} is after the job's latest revision ${current}: send the revision this link's last answer gave`;

/**
 * The answers a guest sent through a link, based on the job at `baseRevision`, that the job no
 * longer holds as they were then: changed after it by staff, the public form or another link (the
 * same link's own later saves are the guest's), to a value other than the one sent. Answers are
 * as checked against the form.
 */
export function answerConflicts(
  job: JobCore & AnswerChangesState,
  linkId: string,
  baseRevision: number,
  answers: Readonly<Record<string, AnswerValue>>,
): GuestAnswerConflict[] {
  if (baseRevision > job.lastRevision)
    throw new DomainError('invalid', baseRevisionAheadMessage(baseRevision, job.lastRevision));
  return Object.entries(answers).flatMap(([field_id, yours]) => {
    const change = job.answerChanges.get(field_id);
    const theirs = job.answers[field_id] ?? null;
    const changedByOthers =
      change !== undefined &&
      change.linkId !== linkId &&
      (change.revision === null || change.revision > baseRevision);
    return changedByOthers && !sameValue(theirs, yours) ? [{ field_id, yours, theirs }] : [];
  });
}
