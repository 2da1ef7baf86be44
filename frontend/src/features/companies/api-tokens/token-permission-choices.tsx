import { PERMISSIONS, type PermissionName } from '@job-intake/contracts/identity/permissions';
import Form from 'react-bootstrap/Form';
import { type Control, useController } from 'react-hook-form';
import { permissionLabel } from '../../../shared/ui/permission-labels';
import type { TokenFormValues } from './token-form';

interface Props {
  control: Control<TokenFormValues>;
  /** The signed-in admin's own permissions: a token carries no other. */
  offered: readonly PermissionName[];
}

/** One check box per permission the admin holds, each with what it opens. */
export function TokenPermissionChoices({ control, offered }: Props) {
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const toggle = (name: PermissionName, checked: boolean) =>
    field.onChange(
      checked ? [...field.value, name] : field.value.filter((chosen) => chosen !== name),
    );
  const choices = PERMISSIONS.filter((permission) => offered.includes(permission.name));
  return (
    <fieldset className="mb-3" aria-describedby="api-token-permissions-error">
      <legend className="fs-6 fw-semibold mb-1">
        Permissions <span className="text-danger">*</span>
      </legend>
      <p className="small text-body-secondary mb-2">What the token may do: yours at most.</p>
      {choices.map((permission) => (
        <Form.Check
          key={permission.name}
          id={`api-token-permission-${permission.name}`}
          label={`${permissionLabel(permission.name)}: ${permission.description}`}
          checked={field.value.includes(permission.name)}
          onChange={(event) => toggle(permission.name, event.target.checked)}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
        />
      ))}
      <div id="api-token-permissions-error" className="small text-danger" role="alert">
        {fieldState.error?.message}
      </div>
    </fieldset>
  );
}
