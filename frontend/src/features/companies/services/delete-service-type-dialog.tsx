import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { errorMessage, errorStatus } from '../../../shared/api/api-error';
import { useDeleteServiceTypeMutation } from '../../../shared/api/service-types-api';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../../shared/components/focus-after-close';

/** The tab's heading: where the focus goes once the row and its Delete button are gone. */
export const SERVICES_HEADING_ID = 'services-heading';

const DELETE_ERROR = 'The service type could not be deleted. Please try again.';

/** Asks before a service type is deleted; one already gone counts as deleted. */
export function DeleteServiceTypeDialog({
  serviceType,
  onClose,
}: {
  serviceType: ServiceTypeDto;
  onClose: () => void;
}) {
  const [remove, { isLoading, error }] = useDeleteServiceTypeMutation();
  const confirm = async () => {
    const result = await remove(serviceType.id);
    if ('error' in result && errorStatus(result.error) !== 404) return;
    onClose();
    focusAfterClose(SERVICES_HEADING_ID);
  };
  const handover = serviceType.default ? ' The next active service type becomes the default.' : '';
  return (
    <ConfirmDialog
      show
      title="Delete Service Type"
      message={`Are you sure you want to delete the service type "${serviceType.text}"?${handover}`}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, DELETE_ERROR) : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
