import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { CustomerValue } from './job-settings-cell';
import { customerValueDiffers, type SettingsField } from './job-settings-draft';
import type { CustomerValueOf } from './job-settings-grid';
import { useAcceptCustomerValueMutation } from './jobs-api';

type Accepted = <F extends SettingsField>(field: F, value: JobSettingsValues[F]) => void;

/**
 * The customer-submitted values that differ from the staff ones (spec section 5), each accepted
 * with a click when the user may edit; `onAccepted` hears of each accepted value.
 */
export function useCustomerValues(
  job: JobDetail,
  saved: JobSettingsValues,
  canEdit: boolean,
  onAccepted: Accepted,
) {
  const [acceptValue, accept] = useAcceptCustomerValueMutation();

  async function acceptCustomerValue(field: SettingsField) {
    const value = job.user_submitted[field];
    const result = await acceptValue({ id: job.id, field });
    if (!result.error && value !== undefined) onAccepted(field, value);
  }

  const customer: CustomerValueOf = (field, format) =>
    customerValueDiffers(field, saved, job.user_submitted) ? (
      <CustomerValue
        label={format({ ...saved, ...job.user_submitted })}
        onAccept={canEdit ? () => void acceptCustomerValue(field) : undefined}
        busy={accept.isLoading}
      />
    ) : null;

  return { customer, accept };
}
