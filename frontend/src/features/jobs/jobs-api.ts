import type {
  CreateJobRequest,
  CreateJobResponse,
  JobDetail,
  JobListResponse,
  UpdateJobRequest,
  UpdateJobResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import type { JobListName } from '@job-intake/contracts/jobs/job-status';
import { errorStatus } from '../../shared/api/api-error';
import { api } from '../../shared/api/api-slice';

type UpdateJobArgs = UpdateJobRequest & { id: string };

const jobPath = (id: string) => `job/${encodeURIComponent(id)}`;

export const jobsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listJobs: builder.query<JobListResponse, JobListName>({
      query: (list) => ({ url: 'jobs', params: { list } }),
      // Tagged per job too, so renaming a job refreshes every list that shows it.
      providesTags: (result) => [
        'JobList',
        ...(result?.jobs ?? []).map(({ id }) => ({ type: 'Job' as const, id })),
      ],
    }),
    getJob: builder.query<JobDetail, string>({
      query: jobPath,
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
    createJob: builder.mutation<CreateJobResponse, CreateJobRequest>({
      query: (body) => ({ url: 'job', method: 'POST', body }),
      invalidatesTags: ['JobList'],
    }),
    updateJob: builder.mutation<UpdateJobResponse, UpdateJobArgs>({
      query: ({ id, ...body }) => ({ url: jobPath(id), method: 'PATCH', body }),
      // Show the saved name at once; the invalidation below then refetches the job and lists.
      async onQueryStarted({ id, name }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            jobsApi.util.updateQueryData('getJob', id, (job) => {
              job.name = name;
              job.revision = data.revision;
            }),
          );
        } catch {
          // The caller shows the error from the mutation's result.
        }
      },
      // A 409 means our copy is stale: refetch it as well as after a successful change.
      invalidatesTags: (result, error, { id }) =>
        result || errorStatus(error) === 409 ? [{ type: 'Job', id }] : [],
    }),
  }),
});

export const { useListJobsQuery, useGetJobQuery, useCreateJobMutation, useUpdateJobMutation } =
  jobsApi;
