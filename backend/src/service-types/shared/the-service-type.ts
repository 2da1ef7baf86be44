import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';

/** The type a command changed, out of the company's types after the change. */
export function theServiceType(types: readonly ServiceTypeDto[], id: string): ServiceTypeDto {
  const found = types.find((type) => type.id === id);
  if (!found) throw new Error(`Service type ${id} is missing after its own change`);
  return found;
}
