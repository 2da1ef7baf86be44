import type {
  CreateShareLinkRequest,
  CreateShareLinkResponse,
  ShareLinkDto,
  ShareLinksResponse,
  UpdateShareLinkStatusRequest,
} from '@job-intake/contracts/jobs/share-links-api';
import { api } from '../../../shared/api/api-slice';

type SetShareLinkStatusArgs = UpdateShareLinkStatusRequest & { job_id: string };

/**
 * A job's links change with the job (a guest's save moves the progress), so they also hang on the
 * job's `Job` tag; creating or toggling a link writes the job's history, so both tags go stale.
 */
const linkTags = (jobId: string) => [
  { type: 'ShareLinks' as const, id: jobId },
  { type: 'Job' as const, id: jobId },
];

/** The share links API (contracts/src/jobs/share-links-api.ts). */
const shareLinksApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listShareLinks: builder.query<ShareLinksResponse, string>({
      query: (jobId) => `job/${encodeURIComponent(jobId)}/links`,
      providesTags: (_result, _error, jobId) => linkTags(jobId),
    }),
    createShareLink: builder.mutation<CreateShareLinkResponse, CreateShareLinkRequest>({
      query: (body) => ({ url: 'job/history', method: 'POST', body }),
      invalidatesTags: (result, _error, { job_id }) => (result ? linkTags(job_id) : []),
    }),
    /** Enable (open) or Disable (closed); a 409 (the link became complete) refetches too. */
    setShareLinkStatus: builder.mutation<ShareLinkDto, SetShareLinkStatusArgs>({
      query: ({ job_id: _jobId, ...body }) => ({
        url: `job/history/${encodeURIComponent(body.id)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { job_id }) => linkTags(job_id),
    }),
  }),
});

export const { useListShareLinksQuery, useCreateShareLinkMutation, useSetShareLinkStatusMutation } =
  shareLinksApi;
