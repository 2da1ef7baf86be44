import type { FieldEditorValues } from '@job-intake/contracts/forms/field.schema';
import {
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
} from '@job-intake/contracts/forms/forms-api';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';

/** Title and description; Static Text needs its text (the description) instead of a title. */
export function FieldTextInputs({ instructions }: { instructions: boolean }) {
  const id = useId();
  const { register } = useFormContext<FieldEditorValues>();
  return (
    <>
      <Col md={instructions ? 12 : 6}>
        <Form.Group controlId={`${id}-title`}>
          <Form.Label>
            {instructions ? 'Title (optional)' : 'Title'}
            {!instructions && <RequiredMark />}
          </Form.Label>
          <Form.Control
            {...register('title')}
            maxLength={FIELD_TITLE_MAX_LENGTH}
            autoFocus
            autoComplete="off"
          />
        </Form.Group>
      </Col>
      <Col md={instructions ? 12 : 6}>
        <Form.Group controlId={`${id}-description`}>
          <Form.Label>
            {instructions ? 'Text' : 'Description'}
            {instructions && <RequiredMark />}
          </Form.Label>
          <Form.Control
            {...register('description')}
            as="textarea"
            rows={instructions ? 4 : 2}
            maxLength={FIELD_DESCRIPTION_MAX_LENGTH}
          />
          {!instructions && <Form.Text>Help text shown under the field.</Form.Text>}
        </Form.Group>
      </Col>
    </>
  );
}

function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
