import type { PermissionDto } from '@job-intake/contracts/identity/identity-api';
import type {
  CompanyRoleDto,
  ContactApiKeyResponse,
  CreateUserRequest,
  DeleteMembershipResponse,
  InviteUserResponse,
  SaveRoleRequest,
  SaveUserResponse,
  UpdateUserRequest,
  UsersListQuery,
  UsersListResponse,
  UserUploadResponse,
  WithdrawInvitationResponse,
  WorkflowStepDto,
} from '@job-intake/contracts/identity/users-api';
import type { ProviderLocation } from '@job-intake/contracts/provider/provider-api';
import { api } from '../../shared/api/api-slice';

/**
 * The company the page manages: the signed-in user's own (no id), or, on /admin/users/{id}, the
 * one a super admin picked — sent as `company_id` on every call.
 */
export interface CompanyScope {
  companyId?: string;
}

const scoped = ({ companyId }: CompanyScope) => (companyId ? { company_id: companyId } : undefined);

type ListUsersArgs = CompanyScope & Omit<UsersListQuery, 'company_id'>;
type CreateUserArgs = CompanyScope & CreateUserRequest;
type UpdateUserArgs = CompanyScope & UpdateUserRequest & { id: string };
type SaveRoleArgs = CompanyScope & SaveRoleRequest & { id?: string };
type SaveStepArgs = CompanyScope & { id?: string; role_id: string };
type DeleteStepArgs = CompanyScope & { id: string; role_id: string };
type UploadUsersArgs = CompanyScope & { file: File; div_id: string; role_id: string };

/** The multipart body of POST /userFile: file, div_id, role_id. */
export function uploadForm({
  file,
  div_id,
  role_id,
}: Omit<UploadUsersArgs, 'companyId'>): FormData {
  const body = new FormData();
  body.append('file', file);
  body.append('div_id', div_id);
  body.append('role_id', role_id);
  return body;
}

const usersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** The company, one page of its users and its open invitations. */
    listUsers: builder.query<UsersListResponse, ListUsersArgs>({
      query: ({ companyId, ...paging }) => ({
        url: 'users',
        params: { ...scoped({ companyId }), ...paging },
      }),
      providesTags: ['UserList'],
    }),
    createUser: builder.mutation<InviteUserResponse, CreateUserArgs>({
      query: ({ companyId, ...body }) => ({
        url: 'user',
        method: 'POST',
        params: scoped({ companyId }),
        body,
      }),
      invalidatesTags: (result) => (result ? ['UserList', 'RoleList'] : []),
    }),
    updateUser: builder.mutation<SaveUserResponse, UpdateUserArgs>({
      query: ({ companyId, id, ...body }) => ({
        url: `user/${encodeURIComponent(id)}`,
        method: 'PATCH',
        params: scoped({ companyId }),
        body: { id, ...body },
      }),
      invalidatesTags: (result) => (result ? ['UserList', 'RoleList'] : []),
    }),
    deleteMembership: builder.mutation<DeleteMembershipResponse, CompanyScope & { id: string }>({
      query: ({ companyId, id }) => ({
        url: `membership/${encodeURIComponent(id)}`,
        method: 'DELETE',
        params: scoped({ companyId }),
      }),
      invalidatesTags: (result) => (result ? ['UserList', 'RoleList'] : []),
    }),
    withdrawInvitation: builder.mutation<WithdrawInvitationResponse, CompanyScope & { id: string }>(
      {
        query: ({ companyId, id }) => ({
          url: `invitation/${encodeURIComponent(id)}`,
          method: 'DELETE',
          params: scoped({ companyId }),
        }),
        invalidatesTags: (result) => (result ? ['UserList'] : []),
      },
    ),
    uploadUsers: builder.mutation<UserUploadResponse, UploadUsersArgs>({
      query: ({ companyId, ...fields }) => ({
        url: 'userFile',
        method: 'POST',
        params: scoped({ companyId }),
        body: uploadForm(fields),
      }),
      invalidatesTags: (result) => (result ? ['UserList', 'RoleList'] : []),
    }),

    listPermissions: builder.query<PermissionDto[], void>({
      query: () => 'permissions',
    }),
    listRoles: builder.query<CompanyRoleDto[], CompanyScope>({
      query: (scope) => ({ url: 'roles', params: scoped(scope) }),
      providesTags: ['RoleList'],
    }),
    saveRole: builder.mutation<CompanyRoleDto, SaveRoleArgs>({
      query: ({ companyId, id, ...body }) => ({
        url: id ? `roles/${encodeURIComponent(id)}` : 'roles',
        method: 'POST',
        params: scoped({ companyId }),
        body,
      }),
      // Role names show in the users table and the workflow steps too.
      invalidatesTags: (result) => (result ? ['RoleList', 'UserList', 'WorkflowSteps'] : []),
    }),

    listWorkflowSteps: builder.query<WorkflowStepDto[], CompanyScope>({
      query: (scope) => ({ url: 'workflows', params: scoped(scope) }),
      providesTags: ['WorkflowSteps'],
    }),
    saveWorkflowStep: builder.mutation<WorkflowStepDto, SaveStepArgs>({
      query: ({ companyId, id, role_id }) => ({
        url: id ? `workflows/${encodeURIComponent(id)}` : 'workflows',
        method: 'POST',
        params: scoped({ companyId }),
        body: { role_id },
      }),
      invalidatesTags: (result) => (result ? ['WorkflowSteps'] : []),
    }),
    deleteWorkflowStep: builder.mutation<WorkflowStepDto[], DeleteStepArgs>({
      query: ({ companyId, id, role_id }) => ({
        url: `workflow/${encodeURIComponent(id)}/${encodeURIComponent(role_id)}`,
        method: 'DELETE',
        params: scoped({ companyId }),
      }),
      invalidatesTags: (result) => (result ? ['WorkflowSteps'] : []),
    }),

    lookupApiKey: builder.mutation<ContactApiKeyResponse, string>({
      query: (cntId) => ({ url: 'provider/api-key', params: { cnt_id: cntId } }),
    }),
    listProviderDivisions: builder.query<ProviderLocation[], void>({
      query: () => 'provider/divisions',
    }),
  }),
});

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteMembershipMutation,
  useWithdrawInvitationMutation,
  useUploadUsersMutation,
  useListPermissionsQuery,
  useListRolesQuery,
  useSaveRoleMutation,
  useListWorkflowStepsQuery,
  useSaveWorkflowStepMutation,
  useDeleteWorkflowStepMutation,
  useLookupApiKeyMutation,
  useListProviderDivisionsQuery,
} = usersApi;
