import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { concernDecider, type JobConcern } from '../job-concern';

/** A staff user's views of a job are recorded at most once in this long (spec: History 'view'). */
export const VIEW_INTERVAL_MS = 60 * 60 * 1000;

export interface ViewData {
  readonly userId: string;
  readonly now: Date;
}

/** What was done with the job rather than to it: who viewed it when, which exports hold it. */
export interface RecordsState {
  /** When each staff user last viewed the job (its JobViewed's occurredAt; null without metadata). */
  readonly views: ReadonlyMap<string, string | null>;
  /** The exports that recorded the job (JobExported's exportId). */
  readonly exports: ReadonlySet<string>;
}

export type RecordsCommand =
  /** A staff user opened the job. */
  | { type: 'RecordView'; data: ViewData }
  /** An export's History entry (JobExported), recorded once per export. */
  | { type: 'RecordExport'; data: { exportId: string } };

/**
 * Records of the job (JOB_RECORD_ONLY_EVENTS): they never make a client's expected revision
 * stale, and they are recorded in every status.
 */
export const recordsConcern: JobConcern<RecordsCommand, RecordsState> = {
  commands: new Set(['RecordView', 'RecordExport']),
  initialState: { views: new Map(), exports: new Set() },
  evolve(state, event, { occurredAt }) {
    if (event.type === 'JobViewed')
      return { ...state, views: new Map(state.views).set(event.data.user_id, occurredAt) };
    if (event.type === 'JobExported')
      return { ...state, exports: new Set(state.exports).add(event.data.exportId) };
    return state;
  },
  decide(command, job) {
    if (command.type === 'RecordView') return recordView(job, command.data);
    if (job.exports.has(command.data.exportId)) return [];
    return [{ type: 'JobExported', data: command.data }];
  },
};

export const recordsDecider = concernDecider(recordsConcern);

/**
 * Records that a staff user opened the job, unless they already did within the last hour: the
 * stream says when they last did, so two instances or a quick reload record one view.
 */
function recordView(job: RecordsState, { userId, now }: ViewData): JobEvent[] {
  const last = job.views.get(userId);
  if (last && now.getTime() - Date.parse(last) < VIEW_INTERVAL_MS) return [];
  return [{ type: 'JobViewed', data: { user_id: userId } }];
}
