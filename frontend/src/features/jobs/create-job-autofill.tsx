import type { AutofillEntry } from '@job-intake/contracts/job-form/customers';
import type { NewJobDraft } from '@job-intake/contracts/jobs/job-settings.schema';
import { useFormContext } from 'react-hook-form';
import { CustomerAutofill } from '../../shared/job-form/customer-autofill';
import { useGetCustomerPresetsQuery } from '../../shared/job-form/customers-api';
import styles from './create-job-modal.module.css';
import { useListProviderLocationsQuery } from './jobs-api';

interface CreateJobAutofillProps {
  label: string;
  /** Locations come from the provider, with the user's API key. */
  hasApiKey: boolean;
}

/** The New Job form's autofill: a customer preset or a provider location, when there are any. */
export function CreateJobAutofill({ label, hasApiKey }: CreateJobAutofillProps) {
  const { setValue } = useFormContext<NewJobDraft>();
  const { data: customers } = useGetCustomerPresetsQuery();
  const { data: locations } = useListProviderLocationsQuery(null, { skip: !hasApiKey });
  if ((customers?.length ?? 0) === 0 && (locations?.length ?? 0) === 0) return null;

  /** A customer preset is the job's customer; a location entry chooses the location. */
  function choose(entry: AutofillEntry) {
    if (entry.kind === 'customer') {
      setValue('customer_id', String(entry.id));
      setValue('searchQuery', entry.label);
    } else setValue('location', String(entry.id));
  }

  return (
    <div className={styles.autofill}>
      <CustomerAutofill
        label={label}
        customers={customers ?? []}
        locations={locations ?? []}
        onChoose={choose}
      />
    </div>
  );
}
