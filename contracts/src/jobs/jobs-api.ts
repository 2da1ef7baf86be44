import type { JobListName, JobStatus } from './job-status';

/** Field names follow the spec's entities (snake_case), as the UI and integrations read them. */

/** One row of a job list (GET /jobs?list=open). */
export interface JobListItem {
  id: string;
  name: string;
  status: JobStatus;
  created_at: string;
  updated_at: string;
}

export interface JobListQuery {
  list?: JobListName;
}

export interface JobListResponse {
  jobs: JobListItem[];
  total: number;
}

/** POST /job */
export interface CreateJobRequest {
  name: string;
}

export interface CreateJobResponse {
  id: string;
}

/** GET /job/{id} */
export interface JobDetail extends JobListItem {
  /** Last revision of the job's stream; send it back as expected_revision when changing the job. */
  revision: number;
}

/** PATCH /job/{id} */
export interface UpdateJobRequest {
  name: string;
  /** Optimistic concurrency: the revision the client last saw; a stale one answers 409. */
  expected_revision?: number;
}

export interface UpdateJobResponse {
  result: boolean;
  revision: number;
}

/** The JSON body of every error answer. */
export interface ApiError {
  statusCode: number;
  message: string | string[];
  error?: string;
}
