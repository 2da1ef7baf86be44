import type { EmailComposeSettings } from '@job-intake/contracts/emails/emails-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import type { ComposeMode } from './compose-mode';
import type { ComposeTemplate, ComposeValues } from './compose-values';
import { useSendEmailMutation } from './emails-api';
import { parseRecipients } from './recipients';

/**
 * A new e-mail request's state (spec sections 4 and 5): the fields start from the company's
 * default subject and body, a template replaces them; any change of the user's makes the dialog
 * a draft (edit); a send the server took makes it sent. Reminders are off for good when the
 * company sends none.
 */
export function useComposeEmail(job: JobDetail, settings: EmailComposeSettings) {
  const sections = job.form.sections;
  const [values, setValues] = useState<ComposeValues>({ to: '', ...templateOf(settings) });
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(sections.map(({ id }) => id)),
  );
  const [sendReminders, setSendReminders] = useState(settings.send_reminders);
  const [edited, setEdited] = useState(false);
  const [invalidRecipients, setInvalidRecipients] = useState(false);
  const [sendEmail, sending] = useSendEmailMutation();
  const sent = sending.data?.status === 'complete';
  const mode: ComposeMode = sent ? 'sent' : edited ? 'edit' : 'new';
  const filled = [values.to, values.subject, values.body].every((value) => value.trim() !== '');
  const canSend = filled && checked.size > 0 && !sending.isLoading && !sent;

  function change(changed: Partial<ComposeValues>) {
    setValues((current) => ({ ...current, ...changed }));
    setEdited(true);
    if (changed.to !== undefined) setInvalidRecipients(false);
  }

  function pickTemplate(template: ComposeTemplate) {
    setValues((current) => ({ ...current, ...template }));
  }

  function toggleSection(sectionId: string) {
    setEdited(true);
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });
  }

  function toggleReminders(remind: boolean) {
    setEdited(true);
    setSendReminders(remind);
  }

  async function send() {
    if (!canSend) return;
    const recipients = parseRecipients(values.to);
    setInvalidRecipients(!recipients);
    if (!recipients) return;
    await sendEmail({
      id: job.id,
      to: recipients.join(', '),
      subject: values.subject.trim(),
      body: values.body,
      opt_out: !(settings.send_reminders && sendReminders),
      sections: sections.filter(({ id }) => checked.has(id)).map(({ id }) => id),
    });
  }

  return {
    mode,
    values,
    checked,
    sendReminders,
    invalidRecipients,
    canSend,
    sending,
    change,
    pickTemplate,
    toggleSection,
    toggleReminders,
    send,
  };
}

export const templateOf = ({ subject, body }: EmailComposeSettings): ComposeTemplate => ({
  subject,
  body,
});
