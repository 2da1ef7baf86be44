import { SECTION_TITLE_MAX_LENGTH, type SectionDto } from '@job-intake/contracts/forms/forms-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Button } from '../../shared/ui/button';
import { errorMessage } from '../../shared/api/api-error';
import { useSaveSectionMutation } from './forms-api';

/** Inline title edit: saved only when changed and non-empty (spec section 4). */
export function SectionTitleForm({
  formId,
  section,
  onDone,
}: {
  formId: string;
  section: SectionDto;
  onDone: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(section.title);
  const [saveSection, { isLoading, error }] = useSaveSectionMutation();
  const trimmed = title.trim();
  const canSave = trimmed !== '' && trimmed !== section.title && !isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const result = await saveSection({
      form_id: formId,
      section: { id: section.id, title: trimmed, order: section.order },
    });
    if (!result.error) onDone();
  }

  return (
    <Form
      onSubmit={(event) => void handleSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      {error && (
        <Alert variant="danger" className="py-2">
          {errorMessage(error, 'The section could not be saved.')}
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Label htmlFor={id} visuallyHidden>
          Section title
        </Form.Label>
        <Form.Control
          id={id}
          value={title}
          maxLength={SECTION_TITLE_MAX_LENGTH}
          autoFocus
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
          style={{ maxWidth: '28rem' }}
        />
        <Button type="submit" size="sm" disabled={!canSave} busy={isLoading}>
          Save
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
