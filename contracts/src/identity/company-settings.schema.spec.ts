import { COMPANY_LIMITS, DEFAULT_CONFIG_SETTINGS } from './company-api';
import {
  type CompanySettingsValues,
  companySettingsSchema,
  newCompanySchema,
} from './company-settings.schema';

const valid: CompanySettingsValues = {
  name: 'Demo Construction Co.',
  status: 'active',
  contact_id: '100245',
  send_reminders: true,
  first_reminder: '2',
  between_reminders: '5',
  request_expires: '45',
  warn_sender: '7',
  subject: DEFAULT_CONFIG_SETTINGS.subject,
  body: DEFAULT_CONFIG_SETTINGS.body,
  from: 'office@demo.example',
  archive_length: '-1',
  archive_duration: 'month',
  reference_label: 'Customer Reference #',
  autofill_label: 'Customer Auto-fill',
  custom_style: '',
};

/** Each invalid field with its one message. */
function errors(changes: Partial<CompanySettingsValues>): Record<string, string[]> {
  const result = companySettingsSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('companySettingsSchema', () => {
  it('accepts saved settings, an empty contact id and -1 to never archive', () => {
    expect(errors({})).toEqual({});
    expect(errors({ contact_id: '', archive_length: '-1' })).toEqual({});
  });

  it('requires the name, subject, body, from e-mail and labels, within their limits', () => {
    expect(
      errors({
        name: '  ',
        subject: '',
        body: '',
        from: ' ',
        reference_label: '',
        autofill_label: '',
      }),
    ).toEqual({
      name: ['Company name is required.'],
      subject: ['The e-mail subject is required.'],
      body: ['The e-mail body is required.'],
      from: ['The from e-mail is required.'],
      reference_label: ['The reference label is required.'],
      autofill_label: ['The auto-fill label is required.'],
    });
    expect(errors({ subject: 'x'.repeat(COMPANY_LIMITS.emailSubject + 1) })).toEqual({
      subject: ['The e-mail subject must be at most 200 characters.'],
    });
  });

  it('needs a valid from e-mail address', () => {
    expect(errors({ from: 'office at demo' })).toEqual({
      from: ['Enter a valid e-mail address.'],
    });
  });

  it('takes only digits as contact id, at most 20', () => {
    expect(errors({ contact_id: '12a' })).toEqual({
      contact_id: ['The contact id may contain only digits.'],
    });
    expect(errors({ contact_id: '1'.repeat(21) })).toEqual({
      contact_id: ['The contact id may have at most 20 digits.'],
    });
  });

  it('takes whole numbers of days from 0 to the limit', () => {
    expect(errors({ first_reminder: '-1', warn_sender: '', between_reminders: '1.5' })).toEqual({
      first_reminder: ['Enter a whole number of days, 0 or more.'],
      between_reminders: ['Enter a whole number of days, 0 or more.'],
      warn_sender: ['Enter a whole number of days, 0 or more.'],
    });
    expect(errors({ request_expires: '3651' })).toEqual({
      request_expires: ['Enter at most 3650 days.'],
    });
    expect(errors({ request_expires: ' 0 ' })).toEqual({});
  });

  it('takes an archive length from -1 to the limit', () => {
    expect(errors({ archive_length: '-2' })).toEqual({
      archive_length: ['Enter a whole number, or -1 to never archive.'],
    });
    expect(errors({ archive_length: '10000' })).toEqual({
      archive_length: ['Enter at most 9999.'],
    });
  });

  it('limits the custom style', () => {
    expect(errors({ custom_style: 'x'.repeat(COMPANY_LIMITS.customStyle + 1) })).toEqual({
      custom_style: ['The custom style may have at most 20000 characters.'],
    });
  });
});

describe('newCompanySchema', () => {
  it('needs a name and takes an empty or all-digit contact id', () => {
    expect(
      newCompanySchema.safeParse({ name: 'Acme', status: 'setup', contact_id: '' }).success,
    ).toBe(true);
    const result = newCompanySchema.safeParse({ name: ' ', status: 'setup', contact_id: '12x' });
    expect(result.success ? {} : result.error.flatten().fieldErrors).toEqual({
      name: ['Company name is required.'],
      contact_id: ['The contact id may contain only digits.'],
    });
  });
});
