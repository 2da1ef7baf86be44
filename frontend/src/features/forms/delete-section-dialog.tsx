import {
  DELETE_SECTION_CONFIRMATION,
  type SectionDto,
} from '@job-intake/contracts/forms/forms-api';
import { errorMessage } from '../../shared/api/api-error';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../shared/components/focus-after-close';
import { ADD_SECTION_INPUT_ID } from './focus-after-delete';
import { useDeleteSectionMutation } from './forms-api';

/** Asks before a section and its fields are deleted. */
export function DeleteSectionDialog({
  formId,
  section,
  onClose,
}: {
  formId: string;
  section: SectionDto;
  onClose: () => void;
}) {
  const [deleteSection, { isLoading, error }] = useDeleteSectionMutation();

  async function confirm() {
    const result = await deleteSection({ form_id: formId, id: section.id });
    if (result.error) return;
    onClose();
    focusAfterClose(ADD_SECTION_INPUT_ID);
  }

  return (
    <ConfirmDialog
      show
      title="Delete Section"
      message={DELETE_SECTION_CONFIRMATION}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The section could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
