import { FORM_NAME_MAX_LENGTH } from '@job-intake/contracts/forms/forms-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { useCreateFormMutation } from './forms-api';

/** The create-a-form box (spec section 2, "Forms list"); opens the builder of the new form. */
export function CreateFormCard() {
  const nameId = useId();
  const [name, setName] = useState('');
  const [createForm, { isLoading, error }] = useCreateFormMutation();
  const navigate = useNavigate();
  const trimmed = name.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || isLoading) return;
    const result = await createForm({ name: trimmed });
    if (result.data) await navigate(paths.form(result.data.id));
  }

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Card.Body className="p-4">
        <h2 className="h6 mb-1">Create a Form</h2>
        <p className="small text-body-secondary mb-3">
          Name the form, then add its sections and fields in the form builder.
        </p>
        {error && (
          <Alert variant="danger">{errorMessage(error, 'The form could not be created.')}</Alert>
        )}
        <Form onSubmit={(event) => void handleSubmit(event)} className="d-flex flex-wrap gap-2">
          <Form.Label htmlFor={nameId} visuallyHidden>
            Form name
          </Form.Label>
          <Form.Control
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Form name"
            autoComplete="off"
            maxLength={FORM_NAME_MAX_LENGTH}
            style={{ maxWidth: '28rem' }}
          />
          <Button type="submit" disabled={!trimmed} busy={isLoading}>
            Create
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
