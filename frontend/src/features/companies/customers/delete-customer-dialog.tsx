import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { errorMessage } from '../../../shared/api/api-error';
import { useDeleteCustomerMutation } from '../../../shared/api/customers-api';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { focusAfterClose } from '../../../shared/components/focus-after-close';

/** The tab's heading: where the focus goes once the row and its Delete button are gone. */
export const CUSTOMERS_HEADING_ID = 'customers-heading';

interface DeleteCustomerDialogProps {
  companyId: string;
  customer: CustomerPresetDto;
  onClose: () => void;
}

/** Asks before a preset is deleted; jobs it already filled keep their addresses. */
export function DeleteCustomerDialog({ companyId, customer, onClose }: DeleteCustomerDialogProps) {
  const [remove, { isLoading, error }] = useDeleteCustomerMutation();
  const title = customer.company || customer.name;
  return (
    <ConfirmDialog
      show
      title="Delete Customer"
      message={`Delete the customer ${title} (#${customer.id})? It will no longer be offered by the customer auto-fill; jobs it already filled keep their addresses.`}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The customer could not be deleted.') : undefined}
      onConfirm={() => {
        void remove({ companyId, id: customer.id }).then((answer) => {
          if (answer.error) return;
          onClose();
          focusAfterClose(CUSTOMERS_HEADING_ID);
        });
      }}
      onCancel={onClose}
    />
  );
}
