import {
  IsNotEmpty,
  IsString,
  MaxLength,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  passwordPolicyProblem,
} from '@job-intake/contracts/identity/identity-api';
import {
  notStringMessage,
  requiredMessage,
  tooLongMessage,
} from '@job-intake/contracts/text/rule-messages';
import { stacked } from '../http/stacked.decorator';

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

/**
 * A new password as a request carries it: one character over the policy's maximum still passes
 * here, so that the policy (checked by the service, with the message the UI shows) names the limit.
 */
export const NewPassword = () =>
  stacked(
    MaxLength(PASSWORD_MAX_LENGTH + 1, {
      message: tooLongMessage('$property', PASSWORD_MAX_LENGTH),
    }),
    IsString({ message: notStringMessage('$property') }),
    IsNotEmpty({ message: requiredMessage('$property') }),
  );
