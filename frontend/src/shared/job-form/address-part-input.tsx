import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import {
  ADDRESS_PART_LABELS,
  ADDRESS_PART_MAX_LENGTH,
  type AddressPart,
} from '@job-intake/contracts/job-form/address';
import { EMAIL_HTML_PATTERN } from '@job-intake/contracts/job-form/patterns';
import { US_STATES } from '@job-intake/contracts/job-form/us-states';
import Form from 'react-bootstrap/Form';

interface AddressPartInputProps {
  field: FieldDto;
  part: AddressPart;
  value: string;
  compact: boolean;
  required: boolean;
  invalid?: boolean;
  onChange: (text: string) => void;
}

/** One part of an address (a state is chosen from a list), with its label. */
export function AddressPartInput({
  field,
  part,
  value,
  compact,
  required,
  invalid,
  onChange,
}: AddressPartInputProps) {
  const id = `${field.id}__${part}`;
  const label = ADDRESS_PART_LABELS[part];
  const size = compact ? 'sm' : undefined;
  const missing = Boolean(invalid) && required && !value.trim();
  const control =
    part === 'state' ? (
      <Form.Select
        id={id}
        name={id}
        size={size}
        value={value}
        required={required}
        isInvalid={missing}
        aria-invalid={missing || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{compact ? 'State' : 'Select…'}</option>
        {US_STATES.map((state) => (
          <option key={state.state_code} value={state.state_code}>
            {state.state_desc}
          </option>
        ))}
      </Form.Select>
    ) : (
      <Form.Control
        id={id}
        name={id}
        size={size}
        value={value}
        maxLength={ADDRESS_PART_MAX_LENGTH}
        type={part === 'email' ? 'email' : part === 'phone' ? 'tel' : 'text'}
        pattern={part === 'email' ? EMAIL_HTML_PATTERN : undefined}
        placeholder={compact ? label : undefined}
        required={required}
        isInvalid={missing}
        aria-invalid={missing || undefined}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden={compact} className="small mb-1">
        {label}
      </Form.Label>
      {control}
    </>
  );
}
