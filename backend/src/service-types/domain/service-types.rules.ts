import {
  SERVICE_DEFAULT_NEEDED,
  SERVICE_INACTIVE_DEFAULT,
  SERVICE_TEXT_TAKEN,
  SERVICE_TYPE_NOT_FOUND,
  type ServiceTypeDto,
  type ServiceTypeInput,
  sameServiceText,
} from '@job-intake/contracts/services/service-types-api';
import { DomainError } from '../../shared/domain-error';

/**
 * A company's service types after a change, with exactly one default among the active ones (none
 * when no type is active). Each function takes every type of the company and answers them all.
 */
export type ServiceTypes = readonly ServiceTypeDto[];

export function createdIn(types: ServiceTypes, created: ServiceTypeDto): ServiceTypeDto[] {
  checkText(types, created);
  checkDefault(created);
  return withOneDefault([...types, created], created.default ? created.id : undefined);
}

export function updatedIn(
  types: ServiceTypes,
  id: string,
  changes: Partial<ServiceTypeInput>,
): ServiceTypeDto[] {
  const current = find(types, id);
  const given = Object.entries(changes).filter(([, value]) => value !== undefined);
  const updated: ServiceTypeDto = { ...current, ...Object.fromEntries(given) };
  checkText(types, updated);
  if (changes.default === true) checkDefault(updated);
  if (changes.default === false && current.default && updated.status === 'active') {
    throw new DomainError('invalid', SERVICE_DEFAULT_NEEDED);
  }
  const next = types.map((type) => (type.id === id ? { ...updated, default: false } : type));
  return withOneDefault(next, updated.default ? id : undefined);
}

export function removedFrom(types: ServiceTypes, id: string): ServiceTypeDto[] {
  find(types, id);
  return withOneDefault(types.filter((type) => type.id !== id));
}

/** The wanted type is the default, else the current active default, else the first active by text. */
function withOneDefault(types: ServiceTypeDto[], wanted?: string): ServiceTypeDto[] {
  const active = types.filter((type) => type.status === 'active').sort(byText);
  const chosen =
    active.find((type) => type.id === wanted) ?? active.find((type) => type.default) ?? active[0];
  return types.map((type) => ({ ...type, default: type.id === chosen?.id }));
}

function byText(a: ServiceTypeDto, b: ServiceTypeDto): number {
  const [x, y] = [a.text.toLowerCase(), b.text.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
}

function find(types: ServiceTypes, id: string): ServiceTypeDto {
  const found = types.find((type) => type.id === id);
  if (!found) throw new DomainError('not_found', SERVICE_TYPE_NOT_FOUND);
  return found;
}

function checkText(types: ServiceTypes, changed: ServiceTypeDto): void {
  if (types.some((type) => type.id !== changed.id && sameServiceText(type.text, changed.text))) {
    throw new DomainError('invalid', SERVICE_TEXT_TAKEN);
  }
}

function checkDefault(type: ServiceTypeDto): void {
  if (type.default && type.status === 'inactive') {
    throw new DomainError('invalid', SERVICE_INACTIVE_DEFAULT);
  }
}
