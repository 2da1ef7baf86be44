import { EMAIL_BODY_ROWS, EMAIL_SUBJECT_MAX_LENGTH } from '@job-intake/contracts/emails/emails-api';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ComposeValues } from './compose-values';

interface ComposeEmailFieldsProps {
  values: ComposeValues;
  readOnly: boolean;
  /** The compose form's registration of each field; absent for a past e-mail, read-only. */
  register?: (name: keyof ComposeValues) => UseFormRegisterReturn;
}

/** To, Subject (at most 200 characters, with a counter) and Body (9 rows) of an e-mail. */
export function ComposeEmailFields({ values, readOnly, register }: ComposeEmailFieldsProps) {
  const id = useId();
  const input = (name: keyof ComposeValues) => register?.(name) ?? { value: values[name] };
  return (
    <>
      <Form.Group controlId={`${id}-to`}>
        <Form.Label>To</Form.Label>
        <Form.Control
          {...input('to')}
          readOnly={readOnly}
          required
          placeholder="name@example.com, other@example.com"
          aria-describedby={`${id}-to-hint`}
        />
        <Form.Text id={`${id}-to-hint`}>Separate several addresses with commas.</Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-subject`}>
        <Form.Label>Subject</Form.Label>
        <Form.Control
          {...input('subject')}
          readOnly={readOnly}
          required
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          aria-describedby={`${id}-subject-counter`}
        />
        <Form.Text id={`${id}-subject-counter`} className="d-block text-end">
          {values.subject.length}/{EMAIL_SUBJECT_MAX_LENGTH} characters
        </Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-body`}>
        <Form.Label>Body</Form.Label>
        <Form.Control
          as="textarea"
          rows={EMAIL_BODY_ROWS}
          {...input('body')}
          readOnly={readOnly}
          required
        />
      </Form.Group>
    </>
  );
}
