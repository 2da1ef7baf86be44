import {
  CUSTOMER_NAME_MESSAGE,
  customerPresetSchema,
  customerProblems,
} from './customer-preset.schema';

const problemsOf = (body: unknown) => {
  const parsed = customerPresetSchema.safeParse(body);
  return parsed.success ? [] : customerProblems(parsed.error);
};

describe('customerPresetSchema', () => {
  it('trims the texts and leaves out fields empty', () => {
    expect(customerPresetSchema.parse({ contact_role: 5, name: '  Ray  ' })).toEqual({
      contact_role: 5,
      role_desc: '',
      company: '',
      name: 'Ray',
      phone: '',
      address: '',
      address_2: '',
      city: '',
      state: '',
      zip: '',
      county: '',
      email: '',
    });
  });

  it('names the field of every problem', () => {
    expect(problemsOf({ contact_role: 2, company: ' ', email: 'x@y', city: 7, fax: '1' })).toEqual([
      {
        field: 'contact_role',
        reason: expect.stringMatching(/^contact_role must be one of: 1 \(Owner\), 3/),
      },
      { field: 'city', reason: 'city must be a text' },
      { field: 'email', reason: 'email must be an e-mail address, like name@example.com' },
      { field: 'fax', reason: 'fax is not a field of a customer' },
    ]);
    expect(problemsOf({ contact_role: 1 })).toEqual([
      { field: 'company', reason: CUSTOMER_NAME_MESSAGE },
    ]);
    expect(problemsOf('preset')).toEqual([
      { field: '', reason: 'the body must be a JSON object of the customer’s fields' },
    ]);
  });
});
