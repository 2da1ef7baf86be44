import {
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { passwordPolicyProblem } from '@job-intake/contracts/identity/identity-api';

/** The password policy of contracts (length), with its own message. */
@ValidatorConstraint({ name: 'passwordPolicy' })
export class PasswordPolicy implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && passwordPolicyProblem(value) === undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    const value: unknown = args.value;
    const problem =
      typeof value === 'string' ? passwordPolicyProblem(value, args.property) : undefined;
    return problem ?? `${args.property} must be a string`;
  }
}
