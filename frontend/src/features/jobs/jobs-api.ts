import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import type {
  SaveAnswersRequest,
  SaveAnswersResponse,
  SingleFieldUpdateRequest,
  SingleFieldUpdateResponse,
} from '@job-intake/contracts/job-form/job-form-api';
import type {
  AcceptCustomerValueRequest,
  AttachmentDto,
  CreateJobRequest,
  CreateJobResponse,
  CreateNoteRequest,
  FinalizeJobRequest,
  JobAtEvent,
  JobDetail,
  JobHistoryResponse,
  JobListQuery,
  JobListResponse,
  JobNotesResponse,
  JobSearchRequest,
  JobSearchResponse,
  JobStatusRequest,
  JobStatusResponse,
  NoteDto,
  UpdateJobRequest,
  UpdateJobResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import type { PageSize } from '@job-intake/contracts/paging';
import type {
  ProviderContact,
  ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';
import { errorStatus } from '../../shared/api/api-error';
import { api } from '../../shared/api/api-slice';

type UpdateJobArgs = UpdateJobRequest & { id: string };

/** A page of one of the job's tabs (notes, history), newest first. */
interface JobTabPageArgs {
  id: string;
  page: number;
  size: PageSize;
}

interface UploadAttachmentsArgs {
  job_id: string;
  company_id: string;
  files: File[];
}

const jobPath = (id: string) => `job/${encodeURIComponent(id)}`;
const jobTag = (id: string) => ({ type: 'Job' as const, id });

/**
 * The jobs API (contracts/src/jobs/jobs-api.ts) and the look-ups the job screens need. Every
 * change to a job invalidates its `Job` tag, which its page, its history and the lists showing it
 * provide, so whatever shows the job refetches.
 */
const jobsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** One page of a list, as the server sorted it. */
    listJobs: builder.query<JobListResponse, JobListQuery>({
      query: (params) => ({ url: 'jobs', params }),
      providesTags: (result) => ['JobList', ...(result?.jobs ?? []).map(({ id }) => jobTag(id))],
    }),
    /** POST /search with the query in lower case (spec section 7), one page of the results. */
    searchJobs: builder.query<JobSearchResponse, JobSearchRequest>({
      query: ({ query, ...paging }) => ({
        url: 'search',
        method: 'POST',
        body: { ...paging, query: query.toLowerCase() },
      }),
      providesTags: (result) => [
        'JobList',
        ...(result?.found_jobs ?? []).map(({ id }) => jobTag(id)),
      ],
    }),
    getJob: builder.query<JobDetail, string>({
      query: jobPath,
      providesTags: (_result, _error, id) => [jobTag(id)],
    }),
    createJob: builder.mutation<CreateJobResponse, CreateJobRequest>({
      query: (body) => ({ url: 'job', method: 'POST', body }),
      invalidatesTags: ['JobList'],
    }),
    /** The Settings panel's Save; a 409 means our copy is stale, so it is refetched too. */
    updateJob: builder.mutation<UpdateJobResponse, UpdateJobArgs>({
      query: ({ id, ...body }) => ({ url: jobPath(id), method: 'PATCH', body }),
      invalidatesTags: (result, error, { id }) =>
        result || errorStatus(error) === 409 ? [jobTag(id)] : [],
    }),
    /** Takes the customer's value of one settings field. */
    acceptCustomerValue: builder.mutation<unknown, AcceptCustomerValueRequest & { id: string }>({
      query: ({ id, field }) => ({
        url: `${jobPath(id)}/settings`,
        method: 'POST',
        body: { field },
      }),
      invalidatesTags: (_result, _error, { id }) => [jobTag(id)],
    }),
    /** Sets aside every value the customer proposed (History: clear_user_input). */
    clearCustomerValues: builder.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `${jobPath(id)}/user-submitted`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [jobTag(id)],
    }),
    /** The job form's Save Changes (and a Review section's Save with several changes). */
    saveAnswers: builder.mutation<SaveAnswersResponse, SaveAnswersRequest>({
      query: (body) => ({ url: `${jobPath(body.id)}/results`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => (result ? [jobTag(id)] : []),
    }),
    /** A Review section's Save with one change. */
    updateJobField: builder.mutation<
      SingleFieldUpdateResponse,
      SingleFieldUpdateRequest & { id: string }
    >({
      query: ({ id, ...body }) => ({ url: `${jobPath(id)}/field`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => (result ? [jobTag(id)] : []),
    }),
    /** Finalize for Review. */
    finalizeJob: builder.mutation<JobStatusResponse, FinalizeJobRequest>({
      query: (body) => ({ url: `${jobPath(body.id)}/finalize`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => (result ? [jobTag(id), 'JobList'] : []),
    }),
    /** Re-open (open), archive or delete. */
    setJobStatus: builder.mutation<JobStatusResponse, JobStatusRequest>({
      query: (body) => ({ url: `${jobPath(body.id)}/status`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => (result ? [jobTag(id), 'JobList'] : []),
    }),
    addNote: builder.mutation<NoteDto, CreateNoteRequest>({
      query: (body) => ({ url: 'note', method: 'POST', body }),
      invalidatesTags: (result, _error, { job_id }) => (result ? [jobTag(job_id)] : []),
    }),
    deleteNote: builder.mutation<unknown, { id: string; job_id: string }>({
      query: ({ id }) => ({ url: `note/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { job_id }) => [jobTag(job_id)],
    }),
    /** One page of the job's notes; refetched whenever the job changes (a note added or deleted). */
    listJobNotes: builder.query<JobNotesResponse, JobTabPageArgs>({
      query: ({ id, page, size }) => ({ url: `${jobPath(id)}/notes`, params: { page, size } }),
      providesTags: (_result, _error, { id }) => [jobTag(id)],
    }),
    /** POST /attach, multipart: files[], job_id, company_id. */
    uploadAttachments: builder.mutation<AttachmentDto[], UploadAttachmentsArgs>({
      query: ({ job_id, company_id, files }) => {
        const body = new FormData();
        for (const file of files) body.append('files[]', file);
        body.append('job_id', job_id);
        body.append('company_id', company_id);
        return { url: 'attach', method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { job_id }) => [jobTag(job_id)],
    }),
    deleteAttachment: builder.mutation<unknown, { id: string; job_id: string }>({
      query: ({ id }) => ({ url: `attachment/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { job_id }) => [jobTag(job_id)],
    }),
    /** One page of the job's events; refetched whenever the job changes. */
    getJobHistory: builder.query<JobHistoryResponse, JobTabPageArgs>({
      query: ({ id, page, size }) => ({ url: `${jobPath(id)}/history`, params: { page, size } }),
      providesTags: (_result, _error, { id }) => [jobTag(id)],
    }),
    /** Time travel: the job as it was right after one event (events never change). */
    getJobAtEvent: builder.query<JobAtEvent, { id: string; eventId: string }>({
      query: ({ id, eventId }) => `${jobPath(id)}/history/${encodeURIComponent(eventId)}`,
    }),
    /** The forms a job can be created on: active and mapped. */
    listOfferedForms: builder.query<FormSummaryDto[], void>({
      query: () => ({ url: 'forms', params: { offered: 'true' } }),
      providesTags: ['FormList'],
    }),
    /** The provider's locations, of one contact when given. */
    listProviderLocations: builder.query<ProviderLocation[], string | null>({
      query: (cntId) => ({ url: 'provider/divisions', params: cntId ? { cnt_id: cntId } : {} }),
    }),
    /** The provider's contacts, of one location when given. */
    listProviderContacts: builder.query<ProviderContact[], string | null>({
      query: (divId) => ({ url: 'provider/contacts', params: divId ? { div_id: divId } : {} }),
    }),
    /** The user's company, for its labels (readable with the company permission). */
    getJobCompany: builder.query<CompanyDetailDto, string>({
      query: (id) => `company/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const {
  useListJobsQuery,
  useSearchJobsQuery,
  useGetJobQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useAcceptCustomerValueMutation,
  useClearCustomerValuesMutation,
  useSaveAnswersMutation,
  useUpdateJobFieldMutation,
  useFinalizeJobMutation,
  useSetJobStatusMutation,
  useAddNoteMutation,
  useDeleteNoteMutation,
  useListJobNotesQuery,
  useUploadAttachmentsMutation,
  useDeleteAttachmentMutation,
  useGetJobHistoryQuery,
  useGetJobAtEventQuery,
  useListOfferedFormsQuery,
  useListProviderLocationsQuery,
  useListProviderContactsQuery,
  useGetJobCompanyQuery,
} = jobsApi;
