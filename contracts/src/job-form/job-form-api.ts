/**
 * The job form's calls (spec section 7, "Jobs": save answers and the single-field update). Both
 * need a bearer token and the `projects` permission, work on open and in-review jobs only (409
 * otherwise), answer 404 for a job of another company, and check every answer against the
 * job's pinned form version (answers.ts): a wrong-typed value, a field not on the job's form or a
 * field in a hidden section is 400 naming the field, and nothing is stored. The server computes
 * the progress itself (progress.ts) and stores it with the answers.
 */
import type { AnswerValue, JobProgress } from '../jobs/job-events';

/** POST /api/v1/job/{id}/results — `id` must be the job in the path. */
export interface SaveAnswersRequest {
  id: string;
  /** Keyed by field id; only what changed needs to be sent. */
  answers: Record<string, AnswerValue>;
}

/** One stored answer that changed. */
export interface SavedAnswer {
  field_id: string;
  value: AnswerValue;
}

export interface SaveAnswersResponse {
  /** The answers this save changed, as stored (normalised). */
  results: SavedAnswer[];
  progress: JobProgress;
  /** Every answer of the job after the save. */
  answerData: Record<string, AnswerValue>;
}

/** POST /api/v1/job/{id}/field — one answer; on failure the UI restores the old value. */
export interface SingleFieldUpdateRequest {
  field: string;
  value: AnswerValue;
}

export interface SingleFieldUpdateResponse {
  success: true;
}
