import { CONTACT_LOCATION_WARNING } from '@job-intake/contracts/jobs/job-settings';

export const PROVIDER_NEEDS_KEY =
  'Location and Contact are greyed out because choosing them needs a provider API key on your ' +
  "account. An admin can add one on the Users page; a reviewer can set them later in the job's " +
  'Settings.';

interface CreateJobProviderNoteProps {
  hasApiKey: boolean;
  /** The location or the contact is still unset. */
  unset: boolean;
}

/**
 * What stands right above the New Job modal's Location and Contact: why they are greyed out for a
 * user without an API key, else the spec's warning while one of them is unset (its "below" is
 * then true).
 */
export function CreateJobProviderNote({ hasApiKey, unset }: CreateJobProviderNoteProps) {
  if (!hasApiKey) return <p className="small text-body-secondary mb-0">{PROVIDER_NEEDS_KEY}</p>;
  if (!unset) return null;
  // Advice that stands while the fields are unset, not news: no alert role.
  return (
    <p className="small mb-0 px-3 py-2 rounded border border-warning-subtle bg-warning-subtle text-warning-emphasis">
      {CONTACT_LOCATION_WARNING}
    </p>
  );
}
