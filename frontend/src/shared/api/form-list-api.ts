import type { FormListQuery, FormListResponse } from '@job-intake/contracts/forms/forms-api';
import { api } from './api-slice';

/** The forms page's list and the Data Export tab's form choice: one page of a company's forms. */
const formListApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** One page of the forms page's list (the new-job modal reads every offered form instead). */
    listForms: builder.query<FormListResponse, Omit<FormListQuery, 'offered'>>({
      query: (params) => ({ url: 'forms', params }),
      providesTags: (result) => [
        'FormList',
        ...(result?.forms ?? []).map(({ id }) => ({ type: 'Form' as const, id })),
      ],
    }),
  }),
});

export const { useListFormsQuery } = formListApi;
