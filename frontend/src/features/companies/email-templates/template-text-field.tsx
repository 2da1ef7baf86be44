import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { DRAFT_LIMITS, type DraftField } from './use-template-draft';

interface TemplateTextFieldProps extends Omit<ComponentProps<typeof Form.Control>, 'onChange'> {
  field: DraftField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A required field of the editor with its character counter and error. */
export function TemplateTextField({
  field,
  label,
  value,
  error,
  onChange,
  ...control
}: TemplateTextFieldProps) {
  const limit = DRAFT_LIMITS[field];
  const id = `email-template-${field}`;
  return (
    <Form.Group controlId={id} className="mb-3">
      <div className="d-flex justify-content-between align-items-baseline">
        <Form.Label>
          {label} <span className="text-danger">*</span>
        </Form.Label>
        <Form.Text
          id={`${id}-count`}
          className={value.length > limit ? 'text-danger' : undefined}
          aria-live="polite"
        >
          {value.length}/{limit}
        </Form.Text>
      </div>
      <Form.Control
        {...control}
        value={value}
        required
        isInvalid={Boolean(error)}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
