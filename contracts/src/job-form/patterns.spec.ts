import {
  EMAIL_PATTERN as IDENTITY_EMAIL_PATTERN,
  isEmail as identityIsEmail,
} from '../identity/users-api';
import {
  ALPHANUM_HTML_PATTERN,
  ALPHANUM_PATTERN,
  ALPHA_HTML_PATTERN,
  ALPHA_PATTERN,
  EMAIL_HTML_PATTERN,
  EMAIL_PATTERN,
  NUMBER_HTML_PATTERN,
  NUMBER_PATTERN,
  PHONE_HTML_PATTERN,
  PHONE_PATTERN,
  isEmail,
  isPhone,
} from './patterns';

describe('input patterns (spec 5)', () => {
  it('is the e-mail pattern the users screens use (re-exported from identity)', () => {
    expect(IDENTITY_EMAIL_PATTERN).toBe(EMAIL_PATTERN);
    expect(identityIsEmail).toBe(isEmail);
  });

  it.each(['pat@example.com', 'a.b+c@mail.example.co.uk'])('takes the e-mail %j', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['pat', 'pat@example', 'pat@example.c', 'pa t@example.com', 'pat@example.c0m'])(
    'refuses the e-mail %j',
    (email) => expect(isEmail(email)).toBe(false),
  );

  it.each([
    '5551234567',
    '555-123-4567',
    '555.123.4567',
    '(555)123-4567',
    '(555)-123-4567',
    '555-123-456789',
  ])('takes the phone %j', (phone) => expect(isPhone(phone)).toBe(true));
  it.each([
    '555-1234',
    '555 123 4567',
    '(555) 123-4567',
    '555-123-4567 x1',
    'phone number',
    '555/123/4567',
    '555-123-4567890',
  ])('refuses the phone %j', (phone) => expect(isPhone(phone)).toBe(false));

  it('alpha is one letter, alphanum one letter or digit, number digits with up to 2 decimals', () => {
    expect(['a', 'Z'].every((v) => ALPHA_PATTERN.test(v))).toBe(true);
    expect(['1', 'ab', '', ' '].some((v) => ALPHA_PATTERN.test(v))).toBe(false);
    expect(['a', '7'].every((v) => ALPHANUM_PATTERN.test(v))).toBe(true);
    expect(['a1', '-', ''].some((v) => ALPHANUM_PATTERN.test(v))).toBe(false);
    expect(['0', '12', '12.5', '12.50'].every((v) => NUMBER_PATTERN.test(v))).toBe(true);
    expect(['12.505', '.5', '1,000', '-1', '1e3', ''].some((v) => NUMBER_PATTERN.test(v))).toBe(
      false,
    );
  });

  it('gives the browser the same patterns (anchored as the pattern attribute is, in v mode)', () => {
    const html = (source: string) => new RegExp(`^(?:${source})$`, 'v');
    const cases: [string, RegExp, string[]][] = [
      [EMAIL_HTML_PATTERN, EMAIL_PATTERN, ['pat@example.com', 'pat@example', 'a b@c.de']],
      [
        PHONE_HTML_PATTERN,
        PHONE_PATTERN,
        ['(555)123-4567', '555.123.4567', '555 123 4567', '5551234'],
      ],
      [ALPHA_HTML_PATTERN, ALPHA_PATTERN, ['a', '1', 'ab']],
      [ALPHANUM_HTML_PATTERN, ALPHANUM_PATTERN, ['a', '1', '-', 'a1']],
      [NUMBER_HTML_PATTERN, NUMBER_PATTERN, ['12', '12.34', '12.345', 'x']],
    ];
    for (const [source, pattern, samples] of cases) {
      for (const sample of samples)
        expect([sample, html(source).test(sample)]).toEqual([sample, pattern.test(sample)]);
    }
  });
});
