import type { PermissionName } from '@job-intake/contracts/identity/permissions';

/** Who is calling, as the guards established it: the user and their first membership. */
export interface AuthenticatedUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** The company of the first membership: every company-owned row is filtered by it. */
  readonly companyId: string;
  readonly membershipId: string;
  readonly roleId: string;
  readonly permissions: readonly PermissionName[];
  readonly apiKey: string | null;
  /** The API token the request came with (its id), absent for a signed-in session. */
  readonly apiTokenId?: string;
}

export type RequestWithUser = { user?: AuthenticatedUser; id?: unknown };
