import { canSaveRole, EMAIL_PATTERN, isEmail } from './users-api';

describe('the standard e-mail pattern (spec section 5)', () => {
  it.each(['pat@example.com', 'first.last+tag@mail.example.co.uk', ' pat@example.org '])(
    'accepts %j',
    (email) => expect(isEmail(email)).toBe(true),
  );

  it.each([
    '',
    'pat',
    'pat@example',
    'pat@example.c',
    'pat@@example.com',
    'pa t@example.com',
    '@example.com',
    'pat@example.c0m',
  ])('refuses %j', (email) => expect(isEmail(email)).toBe(false));

  it('is the pattern the backend validates with', () => {
    expect(EMAIL_PATTERN.test('pat@example.com')).toBe(true);
  });
});

describe('canSaveRole (spec section 5, New role)', () => {
  it('needs a name that is not blank and at least one permission', () => {
    expect(canSaveRole({ name: 'Estimator', permissions: [1] })).toBe(true);
    expect(canSaveRole({ name: '   ', permissions: [1] })).toBe(false);
    expect(canSaveRole({ name: 'Estimator', permissions: [] })).toBe(false);
  });
});
