/**
 * Service types (spec 3 "Service type", 2 "Company page: Services", 7 `/service`): what a reviewer
 * picks when sending a job to the provider. Exactly one of a company's types is the default; a
 * company without active types sends DEFAULT_SERVICE_TYPE.
 *
 * GET /api/v1/services (any signed-in user of the company: the import select) answers
 * ServiceTypeDto[] ordered by text; POST /service, PATCH /service/{id} and DELETE /service/{id}
 * need the permission `services`.
 */
export const SERVICE_TYPE_STATUSES = ['active', 'inactive'] as const;
export type ServiceTypeStatus = (typeof SERVICE_TYPE_STATUSES)[number];

export interface ServiceTypeDto {
  id: string;
  text: string;
  /** The provider files the job as a lien (direct) rather than a notice. */
  lien_direct: boolean;
  default: boolean;
  status: ServiceTypeStatus;
}

export type ServiceTypeInput = Omit<ServiceTypeDto, 'id'>;

/** Spec 9: the service sent when a company has no active service types. */
export const DEFAULT_SERVICE_TYPE = 'Notice :: Premium';
export const SERVICE_TEXT_MAX_LENGTH = 200;

/** The types offered in the import select; the select is shown only when there is more than one. */
export function activeServiceTypes(types: readonly ServiceTypeDto[]): ServiceTypeDto[] {
  return types.filter((type) => type.status === 'active');
}

/** POST /service: text required; lien_direct and default false and status active when absent. */
export type CreateServiceTypeRequest = Pick<ServiceTypeDto, 'text'> & Partial<ServiceTypeInput>;
/** PATCH /service/{id}: the fields to change. */
export type UpdateServiceTypeRequest = Partial<ServiceTypeInput>;

export const SERVICE_TEXT_TAKEN = 'A service type with this text already exists.';
export const SERVICE_INACTIVE_DEFAULT = 'An inactive service type cannot be the default.';
export const SERVICE_DEFAULT_NEEDED =
  'A company always has one default service type: make another type the default instead.';
export const SERVICE_TYPE_NOT_FOUND = 'Service type not found';

/** The same text, ignoring case and surrounding spaces (texts are unique per company). */
export function sameServiceText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
