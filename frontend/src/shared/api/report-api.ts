import {
  REPORT_PATH,
  REPORT_XLSX_PATH,
  reportFileName,
  type ReportFilter,
  type ReportResponse,
} from '@job-intake/contracts/report/report-api';
import { api } from './api-slice';
import { fileResponse, toFileDownload, type FileDownload } from './file-download';

const reportApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** POST /report: one line per company of the chosen statuses (super admins). */
    runReport: builder.query<ReportResponse, ReportFilter>({
      query: (body) => ({ url: REPORT_PATH, method: 'POST', body }),
    }),
    /** POST /report/xlsx with the bearer token like every call; the file stays out of the URL. */
    downloadReport: builder.mutation<FileDownload, ReportFilter>({
      query: (body) => ({
        url: REPORT_XLSX_PATH,
        method: 'POST',
        body,
        responseHandler: fileResponse,
      }),
      transformResponse: toFileDownload(() => reportFileName(new Date())),
    }),
  }),
});

export const { useRunReportQuery, useDownloadReportMutation } = reportApi;
