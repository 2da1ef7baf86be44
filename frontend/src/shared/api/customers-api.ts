import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type {
  CustomerListQuery,
  CustomerListResponse,
  CustomerUploadResponse,
} from '@job-intake/contracts/job-form/customers-api';
import type { CustomerPresetRequest } from '@job-intake/contracts/job-form/customer-preset.schema';
import { api } from './api-slice';

/** Every call names the company whose page it serves (the server allows another only to super admins). */
interface CompanyScoped {
  companyId: string;
}

type ListCustomersArgs = CompanyScoped & Omit<CustomerListQuery, 'company_id'>;
type SaveCustomerArgs = CompanyScoped & { id?: number; preset: CustomerPresetRequest };
type UploadCustomersArgs = CompanyScoped & { file: File; skipErrors: boolean };

/** The presets' lists: the Customers tab's pages and the job form's auto-fill. */
export const CUSTOMERS_TAG = [{ type: 'Customers' as const, id: 'LIST' }];

/** The API slice with the presets' tag, for every endpoint that reads or changes presets. */
export const customersTaggedApi = api.enhanceEndpoints({ addTagTypes: ['Customers'] });

const scope = (companyId: string) => ({ company_id: companyId });

/**
 * The company's customer presets (contracts/src/job-form/customers-api.ts): the company page's
 * Customers tab pages, adds, edits, deletes and uploads them; each change reloads every preset
 * list, so the job form's auto-fill offers a new preset at once.
 */
const customersApi = customersTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    listCustomers: builder.query<CustomerListResponse, ListCustomersArgs>({
      query: ({ companyId, ...paging }) => ({
        url: 'customers',
        params: { ...scope(companyId), ...paging },
      }),
      providesTags: CUSTOMERS_TAG,
    }),
    saveCustomer: builder.mutation<CustomerPresetDto, SaveCustomerArgs>({
      query: ({ companyId, id, preset }) => ({
        url: id === undefined ? 'customer' : `customer/${id}`,
        method: id === undefined ? 'POST' : 'PATCH',
        params: scope(companyId),
        body: preset,
      }),
      invalidatesTags: (result) => (result ? CUSTOMERS_TAG : []),
    }),
    /** Answered with 204; a preset already gone (404) refreshes the lists too. */
    deleteCustomer: builder.mutation<void, CompanyScoped & { id: number }>({
      query: ({ companyId, id }) => ({
        url: `customer/${id}`,
        method: 'DELETE',
        params: scope(companyId),
      }),
      invalidatesTags: CUSTOMERS_TAG,
    }),
    uploadCustomers: builder.mutation<CustomerUploadResponse, UploadCustomersArgs>({
      query: ({ companyId, file, skipErrors }) => {
        const body = new FormData();
        body.append('file', file);
        return {
          url: 'customerFile',
          method: 'POST',
          params: { ...scope(companyId), skip_errors: String(skipErrors) },
          body,
        };
      },
      invalidatesTags: (result) => (result ? CUSTOMERS_TAG : []),
    }),
  }),
});

export const {
  useListCustomersQuery,
  useSaveCustomerMutation,
  useDeleteCustomerMutation,
  useUploadCustomersMutation,
} = customersApi;
