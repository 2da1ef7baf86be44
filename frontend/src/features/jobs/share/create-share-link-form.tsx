import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Button } from '../../../shared/ui/button';
import { errorMessage } from '../../../shared/api/api-error';
import { CreatedShareLink } from './created-share-link';
import { useCreateShareLinkMutation } from './share-links-api';
import { ShareSectionChecks } from './share-section-checks';

/**
 * Create Share Link (spec section 5): a required label of at most 100 characters and the sections
 * to share, all checked at first; Generate Link waits for both and is off while saving.
 */
export function CreateShareLinkForm({ job }: { job: JobDetail }) {
  const labelId = useId();
  const counterId = useId();
  const sections = job.form.sections;
  const [label, setLabel] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(sections.map(({ id }) => id)),
  );
  const [createLink, { data: created, error, isLoading }] = useCreateShareLinkMutation();
  const shareNote = label.trim();
  const canGenerate = shareNote !== '' && checked.size > 0 && !isLoading;

  function toggle(sectionId: string) {
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });
  }

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canGenerate) return;
    const result = await createLink({
      job_id: job.id,
      // In the form's order, whatever order they were checked in.
      sections: sections.filter(({ id }) => checked.has(id)).map(({ id }) => id),
      shareNote,
    });
    if (result.data) setLabel('');
  }

  return (
    <Form noValidate onSubmit={(event) => void generate(event)} className="d-grid gap-3">
      {error && (
        <Alert variant="danger" className="mb-0">
          {errorMessage(error, 'The share link could not be created.')}
        </Alert>
      )}
      <Form.Group controlId={labelId}>
        <Form.Label>Label</Form.Label>
        <Form.Control
          value={label}
          required
          maxLength={SHARE_LINK_LABEL_MAX_LENGTH}
          placeholder="Who is this link for?"
          aria-describedby={counterId}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Form.Text id={counterId} className="d-block text-end">
          {label.length}/{SHARE_LINK_LABEL_MAX_LENGTH} characters
        </Form.Text>
      </Form.Group>
      <ShareSectionChecks sections={sections} checked={checked} onToggle={toggle} />
      <div>
        <Button type="submit" disabled={!canGenerate} busy={isLoading}>
          Generate Link
        </Button>
      </div>
      {created && <CreatedShareLink key={created.id} link={created} />}
    </Form>
  );
}
