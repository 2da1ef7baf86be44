import { CUSTOMER_CONTACT_ROLES } from '@job-intake/contracts/job-form/customers';
import {
  CUSTOMER_FIELD_MAX_LENGTH,
  type CustomerPresetRequest,
} from '@job-intake/contracts/job-form/customer-preset.schema';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';

type TextField = Exclude<keyof CustomerPresetRequest, 'contact_role'>;

/** The text inputs in form order: the field, its label and its width on a wide screen. */
const TEXT_FIELDS: { field: TextField; label: string; md: number; type?: string }[] = [
  { field: 'role_desc', label: 'Role description', md: 6 },
  { field: 'company', label: 'Company', md: 6 },
  { field: 'name', label: 'Name', md: 6 },
  { field: 'phone', label: 'Phone', md: 6, type: 'tel' },
  { field: 'email', label: 'E-mail', md: 6, type: 'email' },
  { field: 'address', label: 'Address', md: 6 },
  { field: 'address_2', label: 'Address 2', md: 6 },
  { field: 'city', label: 'City', md: 6 },
  { field: 'state', label: 'State', md: 4 },
  { field: 'zip', label: 'Zip', md: 4 },
  { field: 'county', label: 'County', md: 4 },
];

/** The preset's inputs, each showing the schema's message once the user has left it. */
export function CustomerFields() {
  const roleId = useId();
  const { register, formState } = useFormContext<CustomerPresetRequest>();
  const { errors } = formState;
  return (
    <Row className="g-3">
      <Form.Group as={Col} md={6} controlId={roleId}>
        <Form.Label>Contact role</Form.Label>
        <Form.Select {...register('contact_role', { valueAsNumber: true })} autoFocus>
          {CUSTOMER_CONTACT_ROLES.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {TEXT_FIELDS.map(({ field, label, md, type }) => (
        <TextInput
          key={field}
          field={field}
          label={label}
          md={md}
          type={type}
          error={errors[field]?.message}
        />
      ))}
      <Form.Text className="mt-2">Enter a company, a name or both.</Form.Text>
    </Row>
  );
}

interface TextInputProps {
  field: TextField;
  label: string;
  md: number;
  type: string | undefined;
  error: string | undefined;
}

function TextInput({ field, label, md, type = 'text', error }: TextInputProps) {
  const id = useId();
  const { register } = useFormContext<CustomerPresetRequest>();
  return (
    <Form.Group as={Col} md={md} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...register(field)}
        type={type}
        isInvalid={Boolean(error)}
        autoComplete="off"
        maxLength={CUSTOMER_FIELD_MAX_LENGTH}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
