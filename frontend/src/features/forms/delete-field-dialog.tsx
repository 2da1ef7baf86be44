import { DELETE_FIELD_CONFIRMATION, type FieldDto } from '@job-intake/contracts/forms/forms-api';
import { errorMessage } from '../../shared/api/api-error';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../shared/components/focus-after-close';
import { addFieldToggleId } from './focus-after-delete';
import { useDeleteFieldMutation } from './forms-api';

/** Asks before a field is deleted. */
export function DeleteFieldDialog({
  formId,
  field,
  onClose,
}: {
  formId: string;
  field: FieldDto;
  onClose: () => void;
}) {
  const [deleteField, { isLoading, error }] = useDeleteFieldMutation();

  async function confirm() {
    const result = await deleteField({ form_id: formId, id: field.id });
    if (result.error) return;
    onClose();
    focusAfterClose(addFieldToggleId(field.section_id));
  }

  return (
    <ConfirmDialog
      show
      title="Delete Field"
      message={DELETE_FIELD_CONFIRMATION}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The field could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
