import { DomainError } from '../../shared/domain-error';

export const ID_MISMATCH = 'id must be the id of the job in the path';

/** A body that names its job again must name the job in the path. */
export function requireJobOfPath(bodyId: string, pathId: string): void {
  if (bodyId !== pathId) throw new DomainError('invalid', ID_MISMATCH);
}
