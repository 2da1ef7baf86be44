import type {
  StatsReportRequest,
  StatsReportResponse,
} from '@job-intake/contracts/stats/stats-api';
import { api } from './api-slice';

/** Statistics (contracts/src/stats/stats-api.ts): a company's report for the Statistics tab. */
const statsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** A read that takes a body: a query, so the same range is cached and shared. */
    reportStats: builder.query<StatsReportResponse, StatsReportRequest>({
      query: (body) => ({ url: 'report/stats', method: 'POST', body }),
    }),
  }),
});

export const { useReportStatsQuery } = statsApi;
