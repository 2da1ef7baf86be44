import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  parseResetCode,
  passwordPolicyProblem,
  resetLinkPath,
} from './identity-api';

describe('parseResetCode', () => {
  it('splits the code and the e-mail at the pipe', () => {
    expect(parseResetCode('abc-123|user@example.com')).toEqual({
      code: 'abc-123',
      email: 'user@example.com',
    });
  });

  it.each(['', 'abc', 'abc|', '|user@example.com', 'a|b|c', 'abc||user@example.com'])(
    'refuses %j: not exactly two parts',
    (value) => {
      expect(parseResetCode(value)).toBeUndefined();
    },
  );

  it('reads back what resetLinkPath encodes, whatever the e-mail holds', () => {
    const path = resetLinkPath('Zx_9-k', 'o+brien&co@example.com');
    expect(path).toBe('/reset?code=Zx_9-k%7Co%2Bbrien%26co%40example.com');
    const value = new URL(path, 'http://localhost').searchParams.get('code') ?? '';
    expect(parseResetCode(value)).toEqual({ code: 'Zx_9-k', email: 'o+brien&co@example.com' });
  });
});

describe('passwordPolicyProblem', () => {
  it(`wants at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(passwordPolicyProblem('1234567')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordPolicyProblem('12345678')).toBeUndefined();
  });

  it('names the password it checks', () => {
    expect(passwordPolicyProblem('short', 'password')).toBe(
      'password must be at least 8 characters long.',
    );
  });

  it('refuses a password of spaces and an overlong one', () => {
    expect(passwordPolicyProblem(' '.repeat(12))).toBe('Your new password cannot be only spaces.');
    expect(passwordPolicyProblem('x'.repeat(201))).toMatch(/at most 200/);
  });

  it('refuses an e-mail address, the old first password', () => {
    expect(passwordPolicyProblem(' Admin@Demo.job-intake.local ')).toBe(
      'Your new password cannot be an e-mail address.',
    );
    expect(passwordPolicyProblem('not an@e-mail')).toBeUndefined();
  });
});
