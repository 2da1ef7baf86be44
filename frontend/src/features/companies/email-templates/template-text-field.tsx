import type { EmailTemplateRequest } from '@job-intake/contracts/emails/emails-api';
import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { type UseFormRegisterReturn, useFormContext, useWatch } from 'react-hook-form';
import { DRAFT_LIMITS, type DraftField } from './use-template-draft';

interface TemplateTextFieldProps extends Omit<ComponentProps<typeof Form.Control>, 'name'> {
  field: DraftField;
  label: string;
  /** The field's registration; the subject and the body also note when they take the focus. */
  registration: UseFormRegisterReturn<DraftField> & { onFocus?: () => void };
}

/** A required field of the editor with its character counter and error. */
export function TemplateTextField({
  field,
  label,
  registration,
  ...control
}: TemplateTextFieldProps) {
  const { formState } = useFormContext<EmailTemplateRequest>();
  const value = useWatch<EmailTemplateRequest, DraftField>({ name: field });
  const error = formState.errors[field]?.message;
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
        {...registration}
        required
        isInvalid={Boolean(error)}
        aria-describedby={`${id}-count`}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
