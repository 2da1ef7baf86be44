import type { AccessLogPage, AccessLogQuery } from '@job-intake/contracts/audit/access-log-api';
import { api } from './api-slice';

const accessLogApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /access-log: who read History, downloaded audit records or exported data (`audit`). */
    getAccessLog: builder.query<AccessLogPage, AccessLogQuery>({
      query: ({ kind, ...params }) => ({
        url: '/access-log',
        params: { ...params, ...(kind?.length ? { kind: kind.join(',') } : {}) },
      }),
      providesTags: ['AccessLog'],
    }),
  }),
});

export const { useGetAccessLogQuery } = accessLogApi;
