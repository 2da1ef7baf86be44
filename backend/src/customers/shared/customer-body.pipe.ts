import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import {
  customerPresetSchema,
  customerProblems,
  type CustomerPresetValues,
} from '@job-intake/contracts/job-form/customer-preset.schema';

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
