import { mayRead, mayWrite, type PermissionName } from '@job-intake/contracts/identity/permissions';

/** What a route asks of its caller, from its decorators and its HTTP method. */
export interface RouteAccess {
  /** @RequirePermissions: every one of these. */
  readonly all: readonly PermissionName[];
  /** @RequireAnyPermission: at least one of these (empty: no such rule). */
  readonly any: readonly PermissionName[];
  /** A GET (or HEAD) or a POST marked @ChangesNothing. */
  readonly reads: boolean;
  /** @SelfService: a write on the caller's own account. */
  readonly selfService: boolean;
}

export const READ_ONLY_ROLE =
  'You do not have permission to do this (your role may read, not change anything).';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readsByMethod = (method: string): boolean => SAFE_METHODS.has(method.toUpperCase());

/**
 * Why the route refuses a caller holding these permissions, or null when it lets them in. A write
 * needs a write permission whatever the route names, so a route added later is closed to auditors
 * without anyone remembering it; on a read, `audit` stands in for the permissions it opens.
 */
export function refusal(held: readonly PermissionName[], route: RouteAccess): string | null {
  if (!route.reads && !route.selfService && !mayWrite(held)) return READ_ONLY_ROLE;
  const holds = (wanted: PermissionName) =>
    route.reads ? mayRead(held, wanted) : held.includes(wanted);
  const missing = route.all.filter((wanted) => !holds(wanted));
  if (missing.length > 0) return needed(missing.join(', '));
  if (route.any.length > 0 && !route.any.some(holds)) return needed(route.any.join(' or '));
  return null;
}

const needed = (what: string) => `You do not have permission to do this (${what} is needed).`;
