import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { errorMessage, errorStatus } from '../../../shared/api/api-error';
import { useDeleteEmailTemplateMutation } from '../../../shared/api/email-templates-api';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../../shared/components/focus-after-close';

/** The tab's heading: where the focus goes once the row and its Delete button are gone. */
export const EMAIL_TEMPLATES_HEADING_ID = 'email-templates-heading';

const DELETE_ERROR = 'The template could not be deleted. Please try again.';

/** Asks before a template is deleted; one already gone counts as deleted. */
export function DeleteEmailTemplateDialog({
  template,
  onClose,
}: {
  template: EmailTemplateDto;
  onClose: () => void;
}) {
  const [remove, { isLoading, error }] = useDeleteEmailTemplateMutation();
  const confirm = async () => {
    const result = await remove(template.id);
    if ('error' in result && errorStatus(result.error) !== 404) return;
    onClose();
    focusAfterClose(EMAIL_TEMPLATES_HEADING_ID);
  };
  return (
    <ConfirmDialog
      show
      title="Delete Email Template"
      message={`Are you sure you want to delete the template "${template.title}"?`}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, DELETE_ERROR) : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
