import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useListProviderContactsQuery, useListProviderLocationsQuery } from './jobs-api';
import { descriptionNotFound, findContactName, findLocationLabel } from './provider-names';

/** How the panel reads a job's location, contact and furnishing dates. */
export function useSettingsText(job: JobDetail) {
  const allLocations = useListProviderLocationsQuery(null);
  const allContacts = useListProviderContactsQuery(null);
  return {
    locationName: (values: JobSettingsValues) =>
      values.location
        ? (findLocationLabel(allLocations.data, values.location) ??
          (values.location === job.location ? job.location_desc : null) ??
          descriptionNotFound(values.location))
        : null,
    contactName: (values: JobSettingsValues) =>
      values.contact
        ? (findContactName(allContacts.data, values.contact) ?? `Contact ${values.contact}`)
        : null,
    dateText: (date: string | null, estimate: boolean) =>
      date ? `${formatDate(date)}${estimate ? ' (Estimate)' : ''}` : null,
  };
}

export type SettingsText = ReturnType<typeof useSettingsText>;
