import {
  DEFAULT_EMAIL_COMPOSE_SETTINGS,
  type EmailDto,
} from '@job-intake/contracts/emails/emails-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { LoadingState } from '../../../shared/components/loading-state';
import { ComposeEmailFields } from './compose-email-fields';
import { ComposeEmailForm } from './compose-email-form';
import { ComposeEmailHeader } from './compose-email-header';
import { ComposeRemindersCheck } from './compose-reminders-check';
import { useGetEmailSettingsQuery } from './emails-api';

/** What the dialog shows: a new e-mail to write, or a past one to read. */
export type ComposeTarget = { mode: 'new' } | { mode: 'view'; email: EmailDto };

interface ComposeEmailModalProps {
  job: JobDetail;
  target: ComposeTarget | null;
  onClose: () => void;
}

/** The compose dialog (spec section 4, E-mail): a new request, or a past one read-only. */
export function ComposeEmailModal({ job, target, onClose }: ComposeEmailModalProps) {
  if (target?.mode === 'view') return <ViewEmail email={target.email} onClose={onClose} />;
  if (target?.mode === 'new') return <NewEmail job={job} onClose={onClose} />;
  return null;
}

/** A new request starts from the company's settings (the spec's defaults when unreadable). */
function NewEmail({ job, onClose }: { job: JobDetail; onClose: () => void }) {
  const { data, isError } = useGetEmailSettingsQuery();
  if (data || isError) {
    return (
      <ComposeEmailForm
        job={job}
        settings={data ?? DEFAULT_EMAIL_COMPOSE_SETTINGS}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal show onHide={onClose} size="lg" aria-label="Compose Email">
      <Modal.Body>
        <LoadingState label="Loading the company's e-mail settings…" />
      </Modal.Body>
    </Modal>
  );
}

function ViewEmail({ email, onClose }: { email: EmailDto; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <ComposeEmailHeader mode="view" titleId={titleId} />
      <Modal.Body className="d-grid gap-3">
        <div className="small text-body-secondary">From {email.from}</div>
        <ComposeEmailFields values={email} readOnly />
        <ComposeRemindersCheck companyReminders checked={!email.opt_out} readOnly />
      </Modal.Body>
      <DialogFooter onCancel={onClose} cancelLabel="Done" />
    </Modal>
  );
}
