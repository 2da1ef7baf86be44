import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../../shared/api/api-error';
import { useUpdateJobMutation } from './jobs-api';

interface JobNameFormProps {
  job: JobDetail;
  onDone: () => void;
}

/** Renames a job. It sends the revision it was shown, so a stale edit is refused (409). */
export function JobNameForm({ job, onDone }: JobNameFormProps) {
  const [name, setName] = useState(job.name);
  const [updateJob, { isLoading, error }] = useUpdateJobMutation();
  const trimmedName = name.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmedName) return;
    if (trimmedName === job.name) return onDone();
    // After a 409 the job is refetched, so saving again sends the revision now shown.
    const result = await updateJob({
      id: job.id,
      name: trimmedName,
      expected_revision: job.revision,
    });
    if (result.data) onDone();
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(event)}>
      {error && (
        <Alert variant="danger">{errorMessage(error, 'The name could not be saved.')}</Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          aria-label="Job name"
          className="flex-grow-1 w-auto"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          autoComplete="off"
        />
        <Button type="submit" disabled={!trimmedName || isLoading}>
          Save
        </Button>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
