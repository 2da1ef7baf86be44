import type { CompanySettingsValues } from '@job-intake/contracts/identity/company-settings.schema';
import { useFormContext } from 'react-hook-form';

export type TextField = Exclude<keyof CompanySettingsValues, 'send_reminders'>;

/** What a Settings input spreads: the form's registration and its validity. */
export function useSettingsInput(name: TextField) {
  const { register, formState } = useFormContext<CompanySettingsValues>();
  const invalid = Boolean(formState.errors[name]);
  return { ...register(name), isInvalid: invalid, 'aria-invalid': invalid || undefined };
}
