import type {
  CompanyListQuery,
  CompanyListResponse,
  CreateCompanyRequest,
  CreateCompanyResponse,
} from '@job-intake/contracts/identity/company-api';
import { api } from '../../shared/api/api-slice';

const adminApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** One page of the companies. */
    listCompanies: builder.query<CompanyListResponse, CompanyListQuery>({
      query: (params) => ({ url: 'companies', params }),
      providesTags: ['CompanyList'],
    }),
    createCompany: builder.mutation<CreateCompanyResponse, CreateCompanyRequest>({
      query: (body) => ({ url: 'company', method: 'POST', body }),
      invalidatesTags: ['CompanyList'],
    }),
  }),
});

export const { useListCompaniesQuery, useCreateCompanyMutation } = adminApi;
