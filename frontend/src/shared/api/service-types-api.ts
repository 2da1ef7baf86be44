import type {
  CreateServiceTypeRequest,
  ServiceTypeDto,
  UpdateServiceTypeRequest,
} from '@job-intake/contracts/services/service-types-api';
import { api } from './api-slice';

type UpdateServiceTypeArgs = UpdateServiceTypeRequest & { id: string };

const SERVICE_TYPES_TAG = [{ type: 'ServiceTypes' as const, id: 'LIST' }];

/**
 * The company's service types (contracts/src/services/service-types-api.ts). A change may move
 * the default flag of other types, so every change reloads the whole list.
 */
const serviceTypesApi = api.enhanceEndpoints({ addTagTypes: ['ServiceTypes'] }).injectEndpoints({
  endpoints: (builder) => ({
    listServiceTypes: builder.query<ServiceTypeDto[], void>({
      query: () => 'services',
      providesTags: SERVICE_TYPES_TAG,
    }),
    createServiceType: builder.mutation<ServiceTypeDto, CreateServiceTypeRequest>({
      query: (body) => ({ url: 'service', method: 'POST', body }),
      invalidatesTags: (result) => (result ? SERVICE_TYPES_TAG : []),
    }),
    updateServiceType: builder.mutation<ServiceTypeDto, UpdateServiceTypeArgs>({
      query: ({ id, ...body }) => ({
        url: `service/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: SERVICE_TYPES_TAG,
    }),
    /** Answered with 204; a type already gone (404) refreshes the list too. */
    deleteServiceType: builder.mutation<void, string>({
      query: (id) => ({ url: `service/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: SERVICE_TYPES_TAG,
    }),
  }),
});

export const {
  useListServiceTypesQuery,
  useCreateServiceTypeMutation,
  useUpdateServiceTypeMutation,
  useDeleteServiceTypeMutation,
} = serviceTypesApi;
