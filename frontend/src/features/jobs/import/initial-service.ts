import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';

/** The type the select starts on: the company's default, else the one named default, else the first. */
export function initialService(
  services: readonly ServiceTypeDto[],
  defaultService: string,
): ServiceTypeDto | undefined {
  return (
    services.find((service) => service.default) ??
    services.find((service) => service.text === defaultService || service.id === defaultService) ??
    services[0]
  );
}
