import type {
  ImportJobRequest,
  ImportJobResponse,
  ImportPreviewDto,
  ImportStillRunningResponse,
} from '@job-intake/contracts/jobs/job-import-api';
import { api } from '../../../shared/api/api-slice';

/** 200 with the Direct No, or 202 while the provider is still asked (the live page shows the outcome). */
export type ImportAnswer = ImportJobResponse | ImportStillRunningResponse;

export function isSubmitted(answer: ImportAnswer): answer is ImportJobResponse {
  return 'ols_resp' in answer;
}

const importPath = (id: string) => `job/${encodeURIComponent(id)}/import`;

/** The job, and the service type chosen in the select (left out: the company's default). */
interface ImportPreviewArgs {
  id: string;
  service: string | undefined;
}

/**
 * Sending a job to the provider (contracts/src/jobs/job-import-api.ts). The preview hangs on the
 * job's tag, so a settings change or a live update checks again; an import changes the job and
 * the lists (Submitted, Direct No, Imported By), so both go stale.
 */
const importApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getImportPreview: builder.query<ImportPreviewDto, ImportPreviewArgs>({
      query: ({ id, service }) => ({ url: importPath(id), params: service ? { service } : {} }),
      providesTags: (_result, _error, { id }) => [{ type: 'Job', id }],
    }),
    importJob: builder.mutation<ImportAnswer, ImportJobRequest>({
      query: (body) => ({ url: importPath(body.id), method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Job', id }, 'JobList'],
    }),
  }),
});

export const { useGetImportPreviewQuery, useImportJobMutation } = importApi;
