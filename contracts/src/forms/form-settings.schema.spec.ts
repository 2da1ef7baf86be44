import { DEFAULT_FORM_CONFIG, FORM_NAME_MAX_LENGTH, FORM_TEXT_MAX_LENGTH } from './forms-api';
import { type FormSettingsValues, formSettingsSchema } from './form-settings.schema';

const valid: FormSettingsValues = {
  name: 'Notice Intake',
  status: 'active',
  mapped: true,
  message: '',
  footnote: '',
  config: DEFAULT_FORM_CONFIG,
};

function errors(changes: Partial<FormSettingsValues>) {
  const result = formSettingsSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('formSettingsSchema', () => {
  it('accepts a named form with the default config', () => {
    expect(errors({})).toEqual({});
  });

  it('needs a name that is not blank, within the limit', () => {
    expect(errors({ name: '   ' })).toEqual({ name: ['The form needs a name.'] });
    expect(errors({ name: 'x'.repeat(FORM_NAME_MAX_LENGTH + 1) })).toEqual({
      name: ['The form name may have at most 255 characters.'],
    });
  });

  it('takes only the known statuses and texts within the limit', () => {
    expect(
      Object.keys(
        errors({ status: 'draft' as never, footnote: 'x'.repeat(FORM_TEXT_MAX_LENGTH + 1) }),
      ),
    ).toEqual(['status', 'footnote']);
  });
});
