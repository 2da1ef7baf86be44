import { applyDecorators } from '@nestjs/common';

/**
 * Property decorators listed as they would be written above a property: TypeScript applies those
 * bottom-up, so they are applied in reverse, and class-validator (which checks a property's
 * decorators bottom-up, stopping at the first failure) checks them in the same order.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}
