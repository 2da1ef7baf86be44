import type {
  SaveAnswersResponse,
  SingleFieldUpdateRequest,
  SingleFieldUpdateResponse,
} from '@job-intake/contracts/job-form/job-form-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { api } from '../api/api-slice';

/**
 * The job form's calls for a page to wire into JobForm's callbacks (the component itself calls
 * no API): POST /job/{id}/results (Save Changes, a section's Save) and POST /job/{id}/field (a
 * single-field update). Both refresh the job and the job lists (progress) when they succeed.
 */
export const jobAnswersApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveJobAnswers: build.mutation<
      SaveAnswersResponse,
      { id: string; answers: Record<string, AnswerValue> }
    >({
      query: ({ id, answers }) => ({
        url: `/job/${id}/results`,
        method: 'POST',
        body: { id, answers },
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Job', id }, 'JobList'] : []),
    }),
    updateJobField: build.mutation<
      SingleFieldUpdateResponse,
      SingleFieldUpdateRequest & { id: string }
    >({
      query: ({ id, field, value }) => ({
        url: `/job/${id}/field`,
        method: 'POST',
        body: { field, value },
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Job', id }, 'JobList'] : []),
    }),
  }),
});

export const { useSaveJobAnswersMutation, useUpdateJobFieldMutation } = jobAnswersApi;
