import type { UserValues } from '@job-intake/contracts/identity/user.schema';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { Controller } from 'react-hook-form';
import { Required } from './required';
import { RoleOptions } from '../role-options';

interface RoleSelectProps {
  roles: readonly { id: string; name: string }[] | undefined;
  /** The chosen role, or the default one while none is chosen. */
  roleId: string;
}

/** The role the user gets in this company. */
export function RoleSelect({ roles, roleId }: RoleSelectProps) {
  const id = useId();
  return (
    <Form.Group as={Col} md={6} controlId={id}>
      <Form.Label>
        Role <Required />
      </Form.Label>
      <Controller<UserValues, 'role'>
        name="role"
        render={({ field }) => (
          <Form.Select {...field} value={roleId} disabled={!roles}>
            {!roleId && <option value="">{roles ? '< choose a role >' : 'Loading roles…'}</option>}
            <RoleOptions roles={roles} />
          </Form.Select>
        )}
      />
    </Form.Group>
  );
}
