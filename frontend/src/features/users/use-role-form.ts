import { canSaveRole, type CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { useController, useForm, useWatch } from 'react-hook-form';
import { type CompanyScope, useSaveRoleMutation } from './users-api';

export interface RoleValues {
  name: string;
  assign_workflow: boolean;
  permissions: number[];
}

const valuesOf = (role: CompanyRoleDto | null): RoleValues => ({
  name: role?.name ?? '',
  assign_workflow: role?.assign_workflow ?? false,
  permissions: role?.permissions.map((permission) => permission.id) ?? [],
});

/** Add Role / edit role: a name, the workflow switch and the chosen permissions, then the save. */
export function useRoleForm(scope: CompanyScope, role: CompanyRoleDto | null, onSaved: () => void) {
  const form = useForm<RoleValues>({ defaultValues: valuesOf(role) });
  const { field: permissions } = useController({ control: form.control, name: 'permissions' });
  const name = useWatch({ control: form.control, name: 'name' });
  const [saveRole, { isLoading, error }] = useSaveRoleMutation();
  const chosen = permissions.value;
  const canSave = canSaveRole({ name, permissions: chosen }) && !isLoading;

  const toggle = (id: number, on: boolean) =>
    permissions.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  const submit = form.handleSubmit(async (values) => {
    if (!canSave) return;
    const result = await saveRole({
      ...scope,
      ...(role ? { id: role.id } : {}),
      ...values,
      name: values.name.trim(),
    });
    if (result.data) onSaved();
  });

  return { register: form.register, chosen, toggle, canSave, saving: isLoading, error, submit };
}
