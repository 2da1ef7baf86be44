import {
  type EmailComposeSettings,
  INVALID_RECIPIENTS_MESSAGE,
  sendErrorMessage,
} from '@job-intake/contracts/emails/emails-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Button } from '../../../shared/ui/button';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { errorMessage } from '../../../shared/api/api-error';
import { ShareSectionChecks } from '../share/share-section-checks';
import { ComposeEmailFields } from './compose-email-fields';
import { ComposeEmailHeader } from './compose-email-header';
import { ComposeEmailPreview } from './compose-email-preview';
import { ComposeRemindersCheck } from './compose-reminders-check';
import { EmailTemplateSelect } from './email-template-select';
import { templateOf, useComposeEmail } from './use-compose-email';

interface ComposeEmailFormProps {
  job: JobDetail;
  settings: EmailComposeSettings;
  onClose: () => void;
}

/** The error of a failed send in the spec's words, whether HTTP failed or the answer said so. */
function sendFailure(error: unknown, answer: { status: string; message?: string } | undefined) {
  if (answer?.status === 'error') return sendErrorMessage(answer.message ?? 'unknown error');
  return sendErrorMessage(errorMessage(error, 'the server did not answer'));
}

/**
 * A new e-mail request in its own dialog: recipients, subject and body (a template fills the last
 * two), the sections the request's own share link covers and whether reminders go out. Send is
 * off while a field is empty, while sending, and once sent; the form then stays read-only.
 * Closing a draft (edit mode) asks first.
 */
export function ComposeEmailForm({ job, settings, onClose }: ComposeEmailFormProps) {
  const titleId = useId();
  const compose = useComposeEmail(job, settings);
  const { mode, values, sending } = compose;
  const [confirming, setConfirming] = useState(false);
  const sent = mode === 'sent';
  const failed = !!sending.error || sending.data?.status === 'error';
  const close = () => (mode === 'edit' ? setConfirming(true) : onClose());

  return (
    <Modal show onHide={close} size="lg" aria-labelledby={titleId}>
      <ComposeEmailHeader mode={mode} titleId={titleId} />
      <Form noValidate onSubmit={compose.send}>
        <Modal.Body className="d-grid gap-3">
          {compose.invalidRecipients && (
            <Alert variant="danger" className="mb-0">
              {INVALID_RECIPIENTS_MESSAGE}
            </Alert>
          )}
          {failed && (
            <Alert variant="danger" className="mb-0">
              {sendFailure(sending.error, sending.data)}
            </Alert>
          )}
          {sent && (
            <Alert variant="success" className="mb-0">
              Email sent to {sending.data?.results.map(({ email }) => email.to).join(', ')}.
            </Alert>
          )}
          <EmailTemplateSelect
            disabled={sent}
            defaults={templateOf(settings)}
            onPick={compose.pickTemplate}
          />
          <ComposeEmailFields values={values} readOnly={sent} register={compose.register} />
          {!sent && (
            <ComposeEmailPreview jobId={job.id} subject={values.subject} body={values.body} />
          )}
          <fieldset disabled={sent}>
            <ShareSectionChecks
              sections={job.form.sections}
              checked={new Set(values.sections)}
              onToggle={compose.toggleSection}
            />
          </fieldset>
          <ComposeRemindersCheck
            companyReminders={settings.send_reminders}
            checked={values.send_reminders}
            readOnly={sent}
            onChange={compose.toggleReminders}
          />
        </Modal.Body>
        {confirming ? (
          <DiscardFooter onDiscard={onClose} onKeep={() => setConfirming(false)} />
        ) : (
          <DialogFooter
            onCancel={close}
            cancelLabel={sent ? 'Done' : 'Cancel'}
            confirmLabel={sent ? 'Sent' : 'Send'}
            busy={sending.isLoading}
            disabled={!compose.canSend}
          />
        )}
      </Form>
    </Modal>
  );
}

function DiscardFooter({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  return (
    <Modal.Footer className="bg-warning-subtle" role="alert">
      <span className="me-auto">Discard this e-mail? It has not been sent.</span>
      <Button variant="outline-secondary" onClick={onKeep}>
        Keep editing
      </Button>
      <Button variant="danger" onClick={onDiscard}>
        Discard
      </Button>
    </Modal.Footer>
  );
}
