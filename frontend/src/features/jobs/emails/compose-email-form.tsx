import {
  INVALID_RECIPIENTS_MESSAGE,
  sendErrorMessage,
} from '@job-intake/contracts/emails/emails-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../../shared/api/api-error';
import { ShareSectionChecks } from '../share/share-section-checks';
import { ComposeEmailFields } from './compose-email-fields';
import { type ComposeValues, DEFAULT_COMPOSE_VALUES } from './compose-values';
import { EmailTemplateSelect } from './email-template-select';
import { useSendEmailMutation } from './emails-api';
import { parseRecipients } from './recipients';

interface ComposeEmailFormProps {
  job: JobDetail;
  onClose: () => void;
}

/** The error of a failed send in the spec's words, whether HTTP failed or the answer said so. */
function sendFailure(error: unknown, answer: { status: string; message?: string } | undefined) {
  if (answer?.status === 'error') return sendErrorMessage(answer.message ?? 'unknown error');
  return sendErrorMessage(errorMessage(error, 'the server did not answer'));
}

/**
 * A new e-mail request (spec sections 4 and 5): recipients, subject and body (a template fills
 * the last two), the sections the request's own share link covers and whether reminders go out.
 * Send is off while a field is empty, while sending, and once sent; the form then stays read-only.
 */
export function ComposeEmailForm({ job, onClose }: ComposeEmailFormProps) {
  const remindersId = useId();
  const sections = job.form.sections;
  const [values, setValues] = useState<ComposeValues>(DEFAULT_COMPOSE_VALUES);
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(sections.map(({ id }) => id)),
  );
  const [sendReminders, setSendReminders] = useState(true);
  const [invalidRecipients, setInvalidRecipients] = useState(false);
  const [sendEmail, { data, error, isLoading }] = useSendEmailMutation();
  const sent = data?.status === 'complete';
  const failed = !!error || data?.status === 'error';
  const filled = [values.to, values.subject, values.body].every((value) => value.trim() !== '');
  const canSend = filled && checked.size > 0 && !isLoading && !sent;

  function change(changed: Partial<ComposeValues>) {
    setValues((current) => ({ ...current, ...changed }));
    if (changed.to !== undefined) setInvalidRecipients(false);
  }

  function toggle(sectionId: string) {
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    const recipients = parseRecipients(values.to);
    setInvalidRecipients(!recipients);
    if (!recipients) return;
    await sendEmail({
      id: job.id,
      to: recipients.join(', '),
      subject: values.subject.trim(),
      body: values.body,
      opt_out: !sendReminders,
      sections: sections.filter(({ id }) => checked.has(id)).map(({ id }) => id),
    });
  }

  return (
    <Form noValidate onSubmit={(event) => void send(event)}>
      <Modal.Body className="d-grid gap-3">
        {invalidRecipients && (
          <Alert variant="danger" className="mb-0">
            {INVALID_RECIPIENTS_MESSAGE}
          </Alert>
        )}
        {failed && (
          <Alert variant="danger" className="mb-0">
            {sendFailure(error, data)}
          </Alert>
        )}
        {sent && (
          <Alert variant="success" className="mb-0">
            Email sent to {data.results.map(({ email }) => email.to).join(', ')}.
          </Alert>
        )}
        <EmailTemplateSelect disabled={sent} onPick={change} />
        <ComposeEmailFields values={values} readOnly={sent} onChange={change} />
        <ShareSectionChecks sections={sections} checked={checked} onToggle={toggle} />
        <Form.Check
          id={remindersId}
          type="checkbox"
          label="Send reminders"
          checked={sendReminders}
          disabled={sent}
          onChange={(event) => setSendReminders(event.target.checked)}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {sent ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" disabled={!canSend}>
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {sent ? 'Sent' : 'Send'}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
