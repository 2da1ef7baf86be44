import {
  REPORT_PATH,
  REPORT_XLSX_PATH,
  reportFileName,
  type ReportFilter,
  type ReportResponse,
} from '@job-intake/contracts/report/report-api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from './api-slice';

/** A downloaded report: an object URL of the file (revoke it once saved) and its name. */
export interface ReportDownload {
  url: string;
  fileName: string;
}

const FILE_NAME = /filename="?([^";]+)"?/i;

/** The file name the server gave in Content-Disposition, else today's report name. */
export function downloadedFileName(disposition: string | null | undefined): string {
  return FILE_NAME.exec(disposition ?? '')?.[1] ?? reportFileName(new Date());
}

const reportApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** POST /report: one line per company of the chosen statuses (super admins). */
    runReport: builder.query<ReportResponse, ReportFilter>({
      query: (body) => ({ url: REPORT_PATH, method: 'POST', body }),
    }),
    /** POST /report/xlsx with the bearer token like every call; the file stays out of the URL. */
    downloadReport: builder.mutation<ReportDownload, ReportFilter>({
      query: (body) => ({
        url: REPORT_XLSX_PATH,
        method: 'POST',
        body,
        responseHandler: (response) => (response.ok ? response.blob() : response.json()),
      }),
      transformResponse: (file: Blob, meta) => ({
        url: URL.createObjectURL(file),
        fileName: downloadedFileName(
          (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Content-Disposition'),
        ),
      }),
    }),
  }),
});

export const { useRunReportQuery, useDownloadReportMutation } = reportApi;
