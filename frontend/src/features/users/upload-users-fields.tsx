import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { locationLabel, type ProviderLocation } from '@job-intake/contracts/provider/provider-api';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type UseFormRegister } from 'react-hook-form';
import { RoleOptions } from './role-options';

export interface UploadUsersValues {
  file: FileList | null;
  div_id: string;
  role_id: string;
}

interface UploadUsersFieldsProps {
  register: UseFormRegister<UploadUsersValues>;
  /** Undefined while the provider's locations load. */
  locations: readonly ProviderLocation[] | undefined;
  locationsLoading: boolean;
  roles: readonly CompanyRoleDto[] | undefined;
  onFileChange: () => void;
}

/** The user upload's file, the provider location and the role for lines without one. */
export function UploadUsersFields(props: UploadUsersFieldsProps) {
  const { register, locations, roles } = props;
  const ids = { file: useId(), division: useId(), role: useId() };
  return (
    <Row className="g-3">
      <Form.Group as={Col} xs={12} controlId={ids.file}>
        <Form.Label>CSV file</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          {...register('file', { onChange: props.onFileChange })}
        />
      </Form.Group>
      <Form.Group as={Col} md={8} controlId={ids.division}>
        <Form.Label>Location</Form.Label>
        <Form.Select {...register('div_id')} disabled={!locations}>
          <option value="">
            {props.locationsLoading ? 'Loading locations…' : '< choose a location >'}
          </option>
          {locations?.map((location) => (
            <option key={location.DIV_ID} value={String(location.DIV_ID)}>
              {locationLabel(location)}
            </option>
          ))}
        </Form.Select>
        <Form.Text>CNT IDs in the file must be contacts of this location.</Form.Text>
      </Form.Group>
      <Form.Group as={Col} md={4} controlId={ids.role}>
        <Form.Label>Role for lines without one</Form.Label>
        <Form.Select {...register('role_id')} disabled={!roles}>
          <option value="">{'< choose a role >'}</option>
          <RoleOptions roles={roles} />
        </Form.Select>
      </Form.Group>
    </Row>
  );
}
