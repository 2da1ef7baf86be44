import type { FieldDto, FormSnapshot } from '../forms/forms-api';
import type { AnswerValue } from './job-events';
import type { JobSettingsValues } from './job-settings';

/**
 * Job settings a form field can be mapped to (its `mapped_type.reference`). A mapped field and
 * the setting are one value: a change to either is a change to both (docs/decisions/0018).
 */
export const MAPPED_SETTINGS = [
  { reference: 'total_contract_amt', label: 'Total Contract Amount', fieldType: 'currency' },
  { reference: 'total_claim_amt', label: 'Total Claim Amount', fieldType: 'currency' },
  { reference: 'first_furnishing', label: 'First Furnishing Date', fieldType: 'date' },
  { reference: 'last_furnishing', label: 'Last Furnishing Date', fieldType: 'date' },
] as const satisfies readonly {
  reference: keyof JobSettingsValues;
  label: string;
  fieldType: FieldDto['type'];
}[];

export type MappedSetting = (typeof MAPPED_SETTINGS)[number]['reference'];

/** The settings a field of this type may be mapped to (for the builder's "Maps to" choice). */
export function mappableSettings(type: FieldDto['type']): (typeof MAPPED_SETTINGS)[number][] {
  return MAPPED_SETTINGS.filter((setting) => setting.fieldType === type);
}

/** The setting a field shares its value with, if any. */
export function mappedSettingOf(
  field: Pick<FieldDto, 'type' | 'mapped_type'>,
): MappedSetting | null {
  const reference = field.mapped_type?.reference;
  const setting = MAPPED_SETTINGS.find(
    (candidate) => candidate.reference === reference && candidate.fieldType === field.type,
  );
  return setting ? setting.reference : null;
}

/** Every field of the form mapped to a setting, with that setting. */
export function mappedFields(form: FormSnapshot): { field: FieldDto; setting: MappedSetting }[] {
  return form.sections.flatMap((section) =>
    section.fields.flatMap((field) => {
      const setting = mappedSettingOf(field);
      return setting ? [{ field, setting }] : [];
    }),
  );
}

/**
 * The answers the mapped fields take from these settings. An empty setting clears its field, and
 * so does a zero amount: 0.00 is the amounts' default (spec: "amounts 0.00"), not a value a user
 * gave, so it must not answer a required field.
 */
export function answersFromSettings(
  form: FormSnapshot,
  settings: Partial<Pick<JobSettingsValues, MappedSetting>>,
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const { field, setting } of mappedFields(form)) {
    if (!(setting in settings)) continue;
    const value = settings[setting];
    answers[field.id] = value === undefined || isEmptySetting(value) ? null : value;
  }
  return answers;
}

function isEmptySetting(value: string | null): boolean {
  return value === null || /^0*(\.0*)?$/.test(value.trim());
}

/** The settings these answers of mapped fields change (a cleared amount is "", a date null). */
export function settingsFromAnswers(
  form: FormSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
): Partial<Pick<JobSettingsValues, MappedSetting>> {
  const settings: Partial<Pick<JobSettingsValues, MappedSetting>> = {};
  for (const { field, setting } of mappedFields(form)) {
    if (!(field.id in answers)) continue;
    const value = answers[field.id];
    const text = typeof value === 'string' && value.trim() !== '' ? value : null;
    if (setting === 'total_contract_amt' || setting === 'total_claim_amt')
      settings[setting] = text ?? '';
    else settings[setting] = text;
  }
  return settings;
}
