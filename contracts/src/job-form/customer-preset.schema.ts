import { z } from 'zod';
import { CUSTOMER_CONTACT_ROLES, type CustomerContactRole } from './customers';
import { isEmail } from './patterns';
import { isSingleLine, singleLineMessage } from '../text/single-line';

/** The longest text a preset's field takes (a state or zip is short, but one limit is enough). */
export const CUSTOMER_FIELD_MAX_LENGTH = 200;

export const CUSTOMER_ROLE_MESSAGE = `contact_role must be one of: ${CUSTOMER_CONTACT_ROLES.map(
  (role) => `${role.id} (${role.name})`,
).join(', ')}`;
export const CUSTOMER_NAME_MESSAGE = 'company or name is required: enter at least one of them';
export const CUSTOMER_EMAIL_MESSAGE = 'email must be an e-mail address, like name@example.com';

const text = (field: string) =>
  z
    .string({
      required_error: `${field} is required`,
      invalid_type_error: `${field} must be a text`,
    })
    .trim()
    .max(
      CUSTOMER_FIELD_MAX_LENGTH,
      `${field} must be at most ${CUSTOMER_FIELD_MAX_LENGTH} characters`,
    )
    .refine(isSingleLine, singleLineMessage(field));

const isContactRole = (value: number): value is CustomerContactRole =>
  CUSTOMER_CONTACT_ROLES.some((role) => role.id === value);

/**
 * A customer preset as POST /customer and PATCH /customer/{id} take it, the Customers tab's form
 * holds it and each line of a customer CSV is checked: one rule set for the three. Every text is
 * optional (empty), but a preset needs a company or a name to be found in the auto-fill.
 */
export const customerPresetSchema = z
  .object({
    contact_role: z
      .number({
        required_error: 'contact_role is required',
        invalid_type_error: CUSTOMER_ROLE_MESSAGE,
      })
      .refine(isContactRole, CUSTOMER_ROLE_MESSAGE),
    role_desc: text('role_desc').default(''),
    company: text('company').default(''),
    name: text('name').default(''),
    phone: text('phone').default(''),
    address: text('address').default(''),
    address_2: text('address_2').default(''),
    city: text('city').default(''),
    state: text('state').default(''),
    zip: text('zip').default(''),
    county: text('county').default(''),
    email: text('email')
      .default('')
      .refine((email) => email === '' || isEmail(email), CUSTOMER_EMAIL_MESSAGE),
  })
  .strict()
  .superRefine((preset, context) => {
    if (preset.company === '' && preset.name === '') {
      context.addIssue({ code: 'custom', path: ['company'], message: CUSTOMER_NAME_MESSAGE });
    }
  });

/** The body of POST /customer and PATCH /customer/{id} (a PATCH replaces the whole preset). */
export type CustomerPresetRequest = z.input<typeof customerPresetSchema>;
export type CustomerPresetValues = z.output<typeof customerPresetSchema>;

/** One problem of a preset: the field it names ('' for the body as a whole) and why. */
export interface CustomerFieldProblem {
  field: string;
  reason: string;
}

/** The problems zod found, each naming its field (an unknown field names itself). */
export function customerProblems(error: z.ZodError): CustomerFieldProblem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: key,
        reason: `${key} is not a field of a customer`,
      }));
    }
    const field = String(issue.path[0] ?? '');
    const reason =
      issue.code === 'invalid_type' && issue.expected === 'object'
        ? 'the body must be a JSON object of the customer’s fields'
        : issue.message;
    return [{ field, reason }];
  });
}
