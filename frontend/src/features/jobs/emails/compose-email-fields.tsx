import { EMAIL_BODY_ROWS, EMAIL_SUBJECT_MAX_LENGTH } from '@job-intake/contracts/emails/emails-api';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { ComposeValues } from './compose-values';

interface ComposeEmailFieldsProps {
  values: ComposeValues;
  readOnly: boolean;
  /** Absent when read-only. */
  onChange?: (changed: Partial<ComposeValues>) => void;
}

/** To, Subject (at most 200 characters, with a counter) and Body (9 rows) of an e-mail. */
export function ComposeEmailFields({ values, readOnly, onChange }: ComposeEmailFieldsProps) {
  const id = useId();
  return (
    <>
      <Form.Group controlId={`${id}-to`}>
        <Form.Label>To</Form.Label>
        <Form.Control
          value={values.to}
          readOnly={readOnly}
          required
          placeholder="name@example.com, other@example.com"
          aria-describedby={`${id}-to-hint`}
          onChange={(event) => onChange?.({ to: event.target.value })}
        />
        <Form.Text id={`${id}-to-hint`}>Separate several addresses with commas.</Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-subject`}>
        <Form.Label>Subject</Form.Label>
        <Form.Control
          value={values.subject}
          readOnly={readOnly}
          required
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          aria-describedby={`${id}-subject-counter`}
          onChange={(event) => onChange?.({ subject: event.target.value })}
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
          value={values.body}
          readOnly={readOnly}
          required
          onChange={(event) => onChange?.({ body: event.target.value })}
        />
      </Form.Group>
    </>
  );
}
