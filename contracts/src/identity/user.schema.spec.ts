import { USER_EMAIL_INVALID_MESSAGE, type UserValues, userSchema } from './user.schema';

const valid: UserValues = {
  name: 'Pat Example',
  email: 'pat@example.com',
  cnt_id: '',
  api_key: '',
  remove_key: false,
  role: '',
};

function errors(changes: Partial<UserValues>) {
  const result = userSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('userSchema', () => {
  it('accepts a name and a valid e-mail address', () => {
    expect(errors({})).toEqual({});
    expect(errors({ email: ' pat@example.com ' })).toEqual({});
  });

  it('needs a name that is not blank', () => {
    expect(errors({ name: '   ' })).toEqual({ name: ['Enter a name.'] });
  });

  it('needs a valid e-mail address of at most 254 characters', () => {
    expect(errors({ email: 'pat@example.c' })).toEqual({ email: [USER_EMAIL_INVALID_MESSAGE] });
    expect(errors({ email: '' })).toEqual({ email: [USER_EMAIL_INVALID_MESSAGE] });
    expect(errors({ email: `${'a'.repeat(250)}@example.com` }).email).toContain(
      USER_EMAIL_INVALID_MESSAGE,
    );
  });

  it('limits the name and the API key', () => {
    expect(Object.keys(errors({ name: 'x'.repeat(201), api_key: 'k'.repeat(201) }))).toEqual([
      'name',
      'api_key',
    ]);
  });
});
