import type {
  CompanyDetailDto,
  UpdateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import { api } from './api-slice';

type UpdateCompanyArgs = UpdateCompanyRequest & { id: string };

const companyPath = (id: string) => `company/${encodeURIComponent(id)}`;

const companiesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCompany: builder.query<CompanyDetailDto, string>({
      query: companyPath,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    updateCompany: builder.mutation<CompanyDetailDto, UpdateCompanyArgs>({
      query: ({ id, ...body }) => ({ url: companyPath(id), method: 'PATCH', body }),
      // The answer is the saved company: show it at once, without a second request.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(companiesApi.util.upsertQueryData('getCompany', id, data));
        } catch {
          // The form shows the error from the mutation's result.
        }
      },
      // The admin companies table shows name and status.
      invalidatesTags: (result) => (result ? ['CompanyList'] : []),
    }),
  }),
});

export const { useGetCompanyQuery, useUpdateCompanyMutation } = companiesApi;
