import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** An object of at most `max` keys (each value is checked after, e.g. against a job's form). */
export function HasAtMostKeys(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasAtMostKeys',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' && value !== null && Object.keys(value).length <= max,
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property ?? 'it'} may hold at most ${max} fields`,
      },
    },
    options,
  );
}
