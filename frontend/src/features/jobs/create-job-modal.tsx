import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import styles from './create-job-modal.module.css';
import { useCreateJobMutation } from './jobs-api';

interface CreateJobModalProps {
  show: boolean;
  onHide: () => void;
}

export function CreateJobModal({ show, onHide }: CreateJobModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} dialogClassName={styles.dialog} aria-labelledby={titleId}>
      {/* The form mounts with the modal, so every opening starts empty. */}
      <CreateJobForm titleId={titleId} onCancel={onHide} />
    </Modal>
  );
}

function CreateJobForm({ titleId, onCancel }: { titleId: string; onCancel: () => void }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [createJob, { isLoading, error }] = useCreateJobMutation();
  const navigate = useNavigate();
  const trimmedName = name.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmedName) return;
    const result = await createJob({ name: trimmedName });
    if (result.data) await navigate(paths.job(result.data.id));
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(event)}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Create Job</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger">{errorMessage(error, 'The job could not be created.')}</Alert>
        )}
        <Form.Group controlId={nameId}>
          <Form.Label>
            Name{' '}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </Form.Label>
          <Form.Control
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            autoComplete="off"
            placeholder="Project name"
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmedName || isLoading}>
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
