import type { EmailDto } from '@job-intake/contracts/emails/emails-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ComposeEmailFields } from './compose-email-fields';
import { ComposeEmailForm } from './compose-email-form';

/** What the dialog shows: a new e-mail to write, or a past one to read. */
export type ComposeTarget = { mode: 'new' } | { mode: 'view'; email: EmailDto };

interface ComposeEmailModalProps {
  job: JobDetail;
  target: ComposeTarget | null;
  onClose: () => void;
}

/** The compose dialog; in view mode a past e-mail, read-only (spec section 4, E-mail). */
export function ComposeEmailModal({ job, target, onClose }: ComposeEmailModalProps) {
  const titleId = useId();
  return (
    <Modal show={!!target} onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>
          {target?.mode === 'view' ? 'View Email' : 'Compose Email'}
        </Modal.Title>
      </Modal.Header>
      {target?.mode === 'new' && <ComposeEmailForm job={job} onClose={onClose} />}
      {target?.mode === 'view' && <ViewEmail email={target.email} onClose={onClose} />}
    </Modal>
  );
}

function ViewEmail({ email, onClose }: { email: EmailDto; onClose: () => void }) {
  const remindersId = useId();
  return (
    <>
      <Modal.Body className="d-grid gap-3">
        <div className="small text-body-secondary">From {email.from}</div>
        <ComposeEmailFields values={email} readOnly />
        <Form.Check
          id={remindersId}
          type="checkbox"
          label="Send reminders"
          checked={!email.opt_out}
          disabled
          readOnly
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Done
        </Button>
      </Modal.Footer>
    </>
  );
}
