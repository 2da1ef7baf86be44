import type { FormVariantDto } from '@job-intake/contracts/forms/forms-api';
import { errorMessage } from '../../shared/api/api-error';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../shared/components/focus-after-close';
import { ADD_VARIANT_BUTTON_ID } from './focus-after-delete';
import { useDeleteVariantMutation } from './forms-api';

interface DeleteVariantDialogProps {
  formId: string;
  variant: FormVariantDto;
  onClose: () => void;
}

/** Asks before a logo variant, and with it its guest link, is deleted. */
export function DeleteVariantDialog({ formId, variant, onClose }: DeleteVariantDialogProps) {
  const [deleteVariant, { isLoading, error }] = useDeleteVariantMutation();

  async function confirm() {
    const result = await deleteVariant({ form_id: formId, id: variant.id });
    if (result.error) return;
    onClose();
    focusAfterClose(ADD_VARIANT_BUTTON_ID);
  }

  return (
    <ConfirmDialog
      show
      title="Delete Logo Variant"
      message="Are you sure you want to delete this logo variant? Its guest link will stop working."
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The logo variant could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
