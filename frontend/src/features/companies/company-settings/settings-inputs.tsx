import type { CompanySettingsValues } from '@job-intake/contracts/identity/company-settings.schema';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useFormContext } from 'react-hook-form';
import { type TextField, useSettingsInput } from './use-settings-input';

/** The message of an invalid Settings input, shown under it. */
export function FieldError({ name }: { name: TextField }) {
  const message = useFormContext<CompanySettingsValues>().formState.errors[name]?.message;
  return message ? <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback> : null;
}

export function Required() {
  return (
    <span className="text-danger" aria-hidden="true">
      *
    </span>
  );
}

interface DaysFieldProps {
  name: 'first_reminder' | 'between_reminders' | 'request_expires' | 'warn_sender';
  label: string;
  help: string;
}

/** A number of days (reminders and expiry). */
export function DaysField({ name, label, help }: DaysFieldProps) {
  const input = useSettingsInput(name);
  return (
    <Form.Group as={Col} sm={6} lg={3} controlId={`company-${name.replaceAll('_', '-')}`}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control {...input} type="number" min={0} step={1} />
        <InputGroup.Text>days</InputGroup.Text>
        <FieldError name={name} />
      </InputGroup>
      <Form.Text>{help}</Form.Text>
    </Form.Group>
  );
}
