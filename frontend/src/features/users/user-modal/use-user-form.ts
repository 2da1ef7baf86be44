import type { CompanyUserRow } from '@job-intake/contracts/identity/users-api';
import { type UserValues, userSchema } from '@job-intake/contracts/identity/user.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  type CompanyScope,
  useCreateUserMutation,
  useListRolesQuery,
  useListWorkflowStepsQuery,
  useUpdateUserMutation,
} from '../users-api';
import { apiKeyChange, defaultRoleId, toUserFields, toUserValues } from './user-form-values';

/**
 * The Add User / Edit User form: its fields checked by the contracts' user schema as they
 * change, the role the user gets, and the save (invite or update).
 */
export function useUserForm(
  scope: CompanyScope,
  user: CompanyUserRow | null,
  onSaved: (message: string) => void,
) {
  const form = useForm<UserValues>({
    resolver: zodResolver(userSchema),
    defaultValues: toUserValues(user),
    mode: 'onTouched',
  });
  const roles = useListRolesQuery(scope);
  const steps = useListWorkflowStepsQuery(scope);
  const [createUser, createState] = useCreateUserMutation();
  const [updateUser, updateState] = useUpdateUserMutation();
  const chosenRole = useWatch({ control: form.control, name: 'role' });
  const roleId = chosenRole || defaultRoleId(steps.data?.[0]?.role.id, roles.data);
  const saving = createState.isLoading || updateState.isLoading;

  async function save(values: UserValues) {
    const fields = toUserFields(values, roleId);
    if (user) {
      const result = await updateUser({
        ...scope,
        id: user.id,
        ...fields,
        ...apiKeyChange(values),
      });
      if (result.data) onSaved(`${result.data.user.name} was saved.`);
    } else {
      const result = await createUser({
        ...scope,
        ...fields,
        api_key: values.api_key.trim() || null,
      });
      if (result.data) onSaved(result.data.message);
    }
  }

  return {
    form,
    roles: roles.data,
    roleId,
    saving,
    saveError: user ? updateState.error : createState.error,
    canSave: form.formState.isValid && roleId !== '' && !saving,
    onSubmit: form.handleSubmit(save),
  };
}
