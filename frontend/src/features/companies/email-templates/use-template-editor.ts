import type {
  EmailTemplateDto,
  EmailTemplateRequest,
} from '@job-intake/contracts/emails/emails-api';
import { useForm } from 'react-hook-form';
import {
  useCreateEmailTemplateMutation,
  useUpdateEmailTemplateMutation,
} from '../../../shared/api/email-templates-api';
import { draftResolver } from './use-template-draft';

const valuesOf = (template: EmailTemplateDto | undefined): EmailTemplateRequest => ({
  title: template?.title ?? '',
  subject: template?.subject ?? '',
  body: template?.body ?? '',
});

/** The editor's form, checked on Save and then as the user types, and the save itself. */
export function useTemplateEditor(template: EmailTemplateDto | undefined, onSaved: () => void) {
  const form = useForm<EmailTemplateRequest>({
    defaultValues: valuesOf(template),
    resolver: draftResolver,
  });
  const [create, creating] = useCreateEmailTemplateMutation();
  const [update, updating] = useUpdateEmailTemplateMutation();

  const save = form.handleSubmit(async (draft) => {
    const result = template ? await update({ id: template.id, ...draft }) : await create(draft);
    if (!('error' in result)) onSaved();
  });

  return {
    form,
    save,
    saving: creating.isLoading || updating.isLoading,
    failure: (template ? updating : creating).error,
  };
}
