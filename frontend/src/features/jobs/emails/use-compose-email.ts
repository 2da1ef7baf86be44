import {
  type EmailComposeSettings,
  INVALID_RECIPIENTS_MESSAGE,
} from '@job-intake/contracts/emails/emails-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, useState } from 'react';
import {
  type FieldErrors,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import { resolverResult } from '../../../shared/forms/resolver-result';
import type { ComposeMode } from './compose-mode';
import type { ComposeTemplate, ComposeValues } from './compose-values';
import { useSendEmailMutation } from './emails-api';
import { parseRecipients } from './recipients';

export interface ComposeFormValues extends ComposeValues {
  /** The ids of the sections the request's share link covers. */
  sections: string[];
  send_reminders: boolean;
}

/** Checked on Send: every recipient an e-mail address (spec section 5). */
export const composeResolver: Resolver<ComposeFormValues> = (values) => {
  const errors: FieldErrors<ComposeFormValues> = {};
  if (!parseRecipients(values.to)) {
    errors.to = { type: 'recipients', message: INVALID_RECIPIENTS_MESSAGE };
  }
  return resolverResult(values, errors);
};

/**
 * A new e-mail request's form (spec sections 4 and 5): the fields start from the company's
 * default subject and body, a template replaces them; any change of the user's makes the dialog
 * a draft (edit), a template pick does not; a send the server took makes it sent. Reminders are
 * off for good when the company sends none.
 */
export function useComposeEmail(job: JobDetail, settings: EmailComposeSettings) {
  const form = useForm<ComposeFormValues>({
    defaultValues: {
      to: '',
      ...templateOf(settings),
      sections: job.form.sections.map(({ id }) => id),
      send_reminders: settings.send_reminders,
    },
    resolver: composeResolver,
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as ComposeFormValues;
  const [edited, setEdited] = useState(false);
  const [sendEmail, sending] = useSendEmailMutation();
  const sent = sending.data?.status === 'complete';
  const mode: ComposeMode = sent ? 'sent' : edited ? 'edit' : 'new';
  const filled = [values.to, values.subject, values.body].every((value) => value.trim() !== '');
  const canSend = filled && values.sections.length > 0 && !sending.isLoading && !sent;

  /** A change of the user's: the dialog becomes a draft. */
  function userChange<K extends Path<ComposeFormValues>>(
    name: K,
    value: PathValue<ComposeFormValues, K>,
  ) {
    form.setValue(name, value);
    setEdited(true);
  }

  const submit = form.handleSubmit(async ({ to, subject, body, sections, send_reminders }) => {
    await sendEmail({
      id: job.id,
      to: (parseRecipients(to) ?? []).join(', '),
      subject: subject.trim(),
      body,
      opt_out: !(settings.send_reminders && send_reminders),
      sections: job.form.sections.map(({ id }) => id).filter((id) => sections.includes(id)),
    });
  });

  return {
    mode,
    values,
    canSend,
    sending,
    invalidRecipients: form.formState.errors.to?.type === 'recipients',
    /** To, Subject and Body: typing makes a draft, and a change of To clears its error. */
    register: (name: keyof ComposeValues) =>
      form.register(name, {
        onChange: () => {
          setEdited(true);
          if (name === 'to') form.clearErrors('to');
        },
      }),
    pickTemplate(template: ComposeTemplate) {
      form.setValue('subject', template.subject);
      form.setValue('body', template.body);
    },
    toggleSection(sectionId: string) {
      const others = values.sections.filter((id) => id !== sectionId);
      userChange(
        'sections',
        others.length < values.sections.length ? others : [...others, sectionId],
      );
    },
    toggleReminders: (remind: boolean) => userChange('send_reminders', remind),
    send(event: FormEvent<HTMLFormElement>) {
      if (canSend) void submit(event);
      else event.preventDefault();
    },
  };
}

export const templateOf = ({ subject, body }: EmailComposeSettings): ComposeTemplate => ({
  subject,
  body,
});
