import { api } from '../../../shared/api/api-slice';
import { fileResponse, toFileDownload, type FileDownload } from '../../../shared/api/file-download';

const auditRecordApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /job/{id}/audit-record: the signed record as a file; the download is logged. */
    downloadAuditRecord: builder.mutation<FileDownload, string>({
      query: (id) => ({
        url: `/job/${encodeURIComponent(id)}/audit-record`,
        responseHandler: fileResponse,
      }),
      transformResponse: toFileDownload(() => 'audit-record.json'),
      invalidatesTags: ['AccessLog'],
    }),
  }),
});

export const { useDownloadAuditRecordMutation } = auditRecordApi;
