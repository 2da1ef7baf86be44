import type {
  CreateJobRequest,
  CreateJobResponse,
  JobDetail,
  JobListResponse,
  UpdateJobRequest,
  UpdateJobResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';

/** An in-memory job store behind the handlers, emptied after every test. */
let jobs = new Map<string, JobDetail>();
let nextId = 1;

export function resetJobs() {
  jobs = new Map();
  nextId = 1;
}

/** Adds a job as the server would hold it; the defaults describe a fresh open job. */
export function seedJob(overrides: Partial<JobDetail> & Pick<JobDetail, 'name'>): JobDetail {
  const id = overrides.id ?? `job-${nextId++}`;
  const job: JobDetail = {
    id,
    status: 'open',
    // Noon UTC is the same calendar day in every time zone the tests may run in.
    created_at: '2025-03-07T12:00:00.000Z',
    updated_at: '2025-03-07T12:00:00.000Z',
    revision: 0,
    ...overrides,
  };
  jobs.set(id, job);
  return job;
}

const notFound = () =>
  HttpResponse.json({ statusCode: 404, message: 'Job not found' }, { status: 404 });

export const jobsHandlers = [
  http.get(apiUrl('/jobs'), ({ request }) => {
    const list = new URL(request.url).searchParams.get('list') ?? 'open';
    const listed = [...jobs.values()]
      .filter((job) => job.status === list)
      .map(({ revision: _revision, ...item }) => item);
    return HttpResponse.json<JobListResponse>({ jobs: listed, total: listed.length });
  }),

  http.post<never, CreateJobRequest>(apiUrl('/job'), async ({ request }) => {
    const { name } = await request.json();
    const job = seedJob({ name });
    return HttpResponse.json<CreateJobResponse>({ id: job.id }, { status: 201 });
  }),

  http.get<{ id: string }>(apiUrl('/job/:id'), ({ params }) => {
    const job = jobs.get(params.id);
    return job ? HttpResponse.json<JobDetail>(job) : notFound();
  }),

  http.patch<{ id: string }, UpdateJobRequest>(apiUrl('/job/:id'), async ({ params, request }) => {
    const job = jobs.get(params.id);
    if (!job) return notFound();
    const { name, expected_revision } = await request.json();
    if (expected_revision !== undefined && expected_revision !== job.revision) {
      return HttpResponse.json(
        { statusCode: 409, message: 'This job was changed by someone else. Please try again.' },
        { status: 409 },
      );
    }
    const renamed = { ...job, name, revision: job.revision + 1 };
    jobs.set(job.id, renamed);
    return HttpResponse.json<UpdateJobResponse>({ result: true, revision: renamed.revision });
  }),
];
