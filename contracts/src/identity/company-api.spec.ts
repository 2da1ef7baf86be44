import { CONTACT_ID_PATTERN, companySlug, genericAdminEmail } from './company-api';
import { EMAIL_PATTERN } from './users-api';

describe('companySlug', () => {
  it('lower-cases the name and joins its words with dashes', () => {
    expect(companySlug('Acme Builders, Inc.')).toBe('acme-builders-inc');
    expect(companySlug('  North   & South  ')).toBe('north-south');
  });

  it('drops accents and keeps digits', () => {
    expect(companySlug('Señor Café 24')).toBe('senor-cafe-24');
  });

  it('falls back to "company" for a name without letters or digits', () => {
    expect(companySlug('!!!')).toBe('company');
    expect(companySlug('大成建設')).toBe('company');
  });

  it('keeps at most 40 characters and never ends with a dash', () => {
    const slug = companySlug(`${'a'.repeat(39)} b c`);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toBe('a'.repeat(39));
  });
});

describe('genericAdminEmail', () => {
  it('is admin+<slug> at the app domain, numbered from the second company of a slug', () => {
    expect(genericAdminEmail('Acme Builders')).toBe('admin+acme-builders@job-intake.local');
    expect(genericAdminEmail('Acme Builders', 2)).toBe('admin+acme-builders-2@job-intake.local');
  });

  it('is a valid e-mail address', () => {
    expect(genericAdminEmail('Señor Café 24')).toMatch(EMAIL_PATTERN);
  });
});

describe('CONTACT_ID_PATTERN', () => {
  it('takes digits only as a contact id', () => {
    expect('100200').toMatch(CONTACT_ID_PATTERN);
    expect('10a').not.toMatch(CONTACT_ID_PATTERN);
    expect('').not.toMatch(CONTACT_ID_PATTERN);
  });
});
