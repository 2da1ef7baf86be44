import type { SessionUser } from '@job-intake/contracts/identity/identity-api';
import { userHasPermission } from '../../shared/api/auth-slice';

/** Form builders (permission forms) see every form, Status, Mapped, delete and the builder. */
export function canBuildForms(user: SessionUser | null): boolean {
  return userHasPermission(user, 'forms');
}
