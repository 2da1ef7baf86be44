import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { CUSTOMER_CONTACT_ROLES } from '@job-intake/contracts/job-form/customers';
import { CUSTOMER_PRESET_FIELDS } from '@job-intake/contracts/job-form/customers-api';
import {
  CUSTOMER_FIELD_MAX_LENGTH,
  customerPresetSchema,
  customerProblems,
  type CustomerPresetValues,
} from '@job-intake/contracts/job-form/customer-preset.schema';

/** The body as the OpenAPI document describes it (customerPresetSchema decides). */
export const CUSTOMER_BODY_SCHEMA = {
  type: 'object',
  required: ['contact_role'],
  additionalProperties: false,
  properties: Object.fromEntries(
    CUSTOMER_PRESET_FIELDS.map((field) => [
      field,
      field === 'contact_role'
        ? { type: 'integer', enum: CUSTOMER_CONTACT_ROLES.map((role) => role.id) }
        : { type: 'string', maxLength: CUSTOMER_FIELD_MAX_LENGTH },
    ]),
  ),
  description: 'company or name is required',
};

/**
 * The body of POST /customer and PATCH /customer/{id}, checked by the contracts' schema (the one
 * the Customers tab's form and the CSV upload use): a 400 lists every problem, each naming its field.
 */
@Injectable()
export class CustomerBodyPipe implements PipeTransform<unknown, CustomerPresetValues> {
  transform(value: unknown): CustomerPresetValues {
    const parsed = customerPresetSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new BadRequestException(customerProblems(parsed.error).map((problem) => problem.reason));
  }
}
