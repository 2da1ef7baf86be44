import type { FieldDto, FormSnapshot } from '../forms/forms-api';
import { SAMPLE, SAMPLE_FORM } from '../job-form/sample-form';
import {
  answersFromSettings,
  mappableSettings,
  mappedFields,
  mappedSettingOf,
  settingsFromAnswers,
} from './mapped-settings';

const MAPPED: Record<string, string> = {
  [SAMPLE.amount]: 'total_contract_amt',
  [SAMPLE.balance]: 'total_claim_amt',
  [SAMPLE.firstDate]: 'first_furnishing',
  [SAMPLE.lastDate]: 'last_furnishing',
};

/** The sample form with its amounts and dates mapped to the job settings. */
const FORM: FormSnapshot = {
  ...SAMPLE_FORM,
  sections: SAMPLE_FORM.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) =>
      MAPPED[field.id] ? { ...field, mapped_type: { reference: MAPPED[field.id]! } } : field,
    ),
  })),
};

const typed = (type: FieldDto['type'], reference: string) => ({
  type,
  mapped_type: { reference },
});

describe('mapped settings (ADR 0018)', () => {
  it('offers the settings of the same field type only', () => {
    expect(mappableSettings('currency').map((setting) => setting.reference)).toEqual([
      'total_contract_amt',
      'total_claim_amt',
    ]);
    expect(mappableSettings('text')).toEqual([]);
  });

  it('maps a field only to a setting of its own type', () => {
    expect(mappedSettingOf(typed('date', 'first_furnishing'))).toBe('first_furnishing');
    expect(mappedSettingOf(typed('text', 'first_furnishing'))).toBeNull();
    expect(mappedSettingOf(typed('date', 'job_type'))).toBeNull();
    expect(mappedSettingOf({ type: 'date', mapped_type: null })).toBeNull();
    expect(mappedFields(FORM).map(({ field }) => field.id)).toEqual(Object.keys(MAPPED));
  });

  it('gives the mapped fields the settings named, an empty setting clearing its field', () => {
    expect(
      answersFromSettings(FORM, { total_contract_amt: '1250.50', last_furnishing: null }),
    ).toEqual({ [SAMPLE.amount]: '1250.50', [SAMPLE.lastDate]: null });
    expect(answersFromSettings(FORM, { total_claim_amt: '' })).toEqual({ [SAMPLE.balance]: null });
  });

  it('leaves a mapped amount unanswered while its setting is the 0.00 default', () => {
    expect(
      answersFromSettings(FORM, { total_contract_amt: '0.00', total_claim_amt: '0.50' }),
    ).toEqual({ [SAMPLE.amount]: null, [SAMPLE.balance]: '0.50' });
  });

  it('gives the settings the answers of mapped fields: a cleared amount "", a cleared date null', () => {
    expect(
      settingsFromAnswers(FORM, {
        [SAMPLE.amount]: '99.00',
        [SAMPLE.balance]: null,
        [SAMPLE.firstDate]: ' ',
        [SAMPLE.description]: 'not mapped',
      }),
    ).toEqual({ total_contract_amt: '99.00', total_claim_amt: '', first_furnishing: null });
  });
});
