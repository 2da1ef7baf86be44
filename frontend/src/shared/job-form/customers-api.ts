import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { api } from '../api/api-slice';

/**
 * GET /customers: the company's customer presets, for the job form's auto-fill. The job form
 * itself calls no API: a page loads the presets with this hook and passes them as `customers`.
 */
const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerPresets: build.query<CustomerPresetDto[], void>({
      query: () => '/customers',
    }),
  }),
});

export const { useGetCustomerPresetsQuery } = customersApi;
