/**
 * The job stream's event catalogue (stream `job-<uuid>`). Each event is `{ type, data }`; the
 * schema version travels beside it in the store. Later work adds the rest of the lifecycle.
 */
export type JobCreated = {
  type: 'JobCreated';
  data: { jobId: string; name: string };
};

export type JobRenamed = {
  type: 'JobRenamed';
  data: { jobId: string; name: string };
};

export type JobEvent = JobCreated | JobRenamed;
export type JobEventType = JobEvent['type'];

export const JOB_EVENT_SCHEMA_VERSION: Record<JobEventType, number> = {
  JobCreated: 1,
  JobRenamed: 1,
};

export function jobStreamId(jobId: string): string {
  return `job-${jobId}`;
}
