import { SECTION_TITLE_MAX_LENGTH } from '@job-intake/contracts/forms/forms-api';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../shared/api/api-error';
import { ADD_SECTION_INPUT_ID } from './focus-after-delete';
import { useSaveSectionMutation } from './forms-api';
import { PlusIcon } from 'lucide-react';
import styles from './form-builder.module.css';

/** Adds a section at the end of the form; a blank title is never saved (spec section 5). */
export function AddSectionCard({ formId, nextOrder }: { formId: string; nextOrder: number }) {
  const [title, setTitle] = useState('');
  const [saveSection, { isLoading, error }] = useSaveSectionMutation();
  const trimmed = title.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || isLoading) return;
    const result = await saveSection({
      form_id: formId,
      section: { title: trimmed, order: nextOrder },
    });
    if (!result.error) setTitle('');
  }

  return (
    <Card className={`${styles.addSection} mt-4`}>
      <Card.Body>
        {error && (
          <Alert variant="danger" className="py-2">
            {errorMessage(error, 'The section could not be added.')}
          </Alert>
        )}
        <Form
          onSubmit={(event) => void handleSubmit(event)}
          className="d-flex flex-wrap align-items-center gap-2"
        >
          <Form.Label htmlFor={ADD_SECTION_INPUT_ID} visuallyHidden>
            New section title
          </Form.Label>
          <Form.Control
            id={ADD_SECTION_INPUT_ID}
            value={title}
            placeholder="Section title"
            maxLength={SECTION_TITLE_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
            style={{ maxWidth: '28rem' }}
          />
          <Button type="submit" variant="primary" disabled={!trimmed || isLoading}>
            {isLoading ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <PlusIcon />
            )}
            <span className="ms-1">Add Section</span>
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
