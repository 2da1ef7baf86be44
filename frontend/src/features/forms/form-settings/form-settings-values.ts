import {
  type ConfigField,
  DEFAULT_FORM_CONFIG,
  type FormConfig,
  type FormDto,
} from '@job-intake/contracts/forms/forms-api';
import type { FormSettingsValues } from '@job-intake/contracts/forms/form-settings.schema';

/** Both configurable job fields, in their fixed order, whatever the saved config lists. */
function normalizedConfig(config: FormConfig | null | undefined): FormConfig {
  const fields = DEFAULT_FORM_CONFIG.fields.map(
    (fallback) => config?.fields?.find((field) => field.name === fallback.name) ?? { ...fallback },
  );
  return {
    fields,
    allow_none: config?.allow_none ?? false,
    allow_same_as: config?.allow_same_as ?? false,
  };
}

/** The top card's inputs filled with the saved form. */
export function settingsOf(form: FormDto): FormSettingsValues {
  return {
    name: form.name,
    status: form.status,
    mapped: form.mapped,
    message: form.message ?? '',
    footnote: form.footnote ?? '',
    config: normalizedConfig(form.config),
  };
}

export function defaultLabel(name: ConfigField['name']): string {
  return DEFAULT_FORM_CONFIG.fields.find((field) => field.name === name)?.label ?? name;
}
