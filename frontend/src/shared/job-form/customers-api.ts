import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import {
  CUSTOMER_AUTOFILL_SIZE,
  type CustomerListResponse,
} from '@job-intake/contracts/job-form/customers-api';
import { CUSTOMERS_TAG, customersTaggedApi } from '../api/customers-api';

/**
 * GET /customers: the company's customer presets (the first page of the largest size), for the
 * job form's auto-fill. The job form itself calls no API: a page loads the presets with this hook
 * and passes them as `customers`. A preset added on the Customers tab reloads it (CUSTOMERS_TAG).
 */
const customerPresetsApi = customersTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerPresets: build.query<CustomerPresetDto[], void>({
      query: () => ({ url: '/customers', params: { size: CUSTOMER_AUTOFILL_SIZE } }),
      transformResponse: (page: CustomerListResponse) => page.customers,
      providesTags: CUSTOMERS_TAG,
    }),
  }),
});

export const { useGetCustomerPresetsQuery } = customerPresetsApi;
