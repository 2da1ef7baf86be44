import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Button } from '../../shared/ui/button';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { useAddNoteMutation } from './jobs-api';

const EMPTY_NOTE_MESSAGE = 'A note cannot be empty.';
const SAVE_NOTE_QUESTION = 'Would you like to save this note before closing?';

interface AddNoteModalProps {
  show: boolean;
  jobId: string;
  onHide: () => void;
}

/** Add Note: an empty note is refused; closing with text asks whether to save it (spec 5). */
export function AddNoteModal({ show, jobId, onHide }: AddNoteModalProps) {
  const titleId = useId();
  const textId = useId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const [askingToSave, setAskingToSave] = useState(false);
  const [addNote, { isLoading, error, reset }] = useAddNoteMutation();
  const description = text.trim();

  async function save() {
    setAskingToSave(false);
    if (!description) return setRefused(true);
    const result = await addNote({ job_id: jobId, description });
    if (result.data) onHide();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  /** Every way of closing (×, Cancel, Escape) comes here. */
  function close() {
    if (description) setAskingToSave(true);
    else onHide();
  }

  /** Each opening starts with an empty note. */
  function clear() {
    setText('');
    setRefused(false);
    setAskingToSave(false);
    reset();
  }

  return (
    <Modal show={show} onHide={close} onExited={clear} backdrop="static" aria-labelledby={titleId}>
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Add Note</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger">{errorMessage(error, 'The note could not be saved.')}</Alert>
          )}
          {askingToSave && (
            <Alert variant="warning" role="alertdialog" aria-label="Save this note?">
              <p className="mb-2">{SAVE_NOTE_QUESTION}</p>
              <div className="d-flex gap-2">
                <Button size="sm" onClick={() => void save()} disabled={isLoading}>
                  Save Note
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={onHide}>
                  Discard
                </Button>
              </div>
            </Alert>
          )}
          <Form.Group controlId={textId}>
            <Form.Label>Note</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={text}
              autoFocus
              isInvalid={refused && !description}
              aria-invalid={refused && !description}
              onChange={(event) => {
                setText(event.target.value);
                setRefused(false);
              }}
            />
            <Form.Control.Feedback type="invalid">{EMPTY_NOTE_MESSAGE}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <DialogFooter onCancel={close} confirmLabel="Save" busy={isLoading} />
      </Form>
    </Modal>
  );
}
