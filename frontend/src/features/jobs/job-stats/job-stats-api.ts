import type { JobStatsDto } from '@job-intake/contracts/stats/stats-api';
import { api } from '../../../shared/api/api-slice';

/** GET /job/{id}/stats; on the job's `Job` tag, so the live job page keeps it current. */
const jobStatsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getJobStats: builder.query<JobStatsDto, string>({
      query: (jobId) => `job/${encodeURIComponent(jobId)}/stats`,
      providesTags: (_result, _error, jobId) => [{ type: 'Job', id: jobId }],
    }),
  }),
});

export const { useGetJobStatsQuery } = jobStatsApi;
