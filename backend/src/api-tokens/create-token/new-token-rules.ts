import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { CreateApiTokenRequest } from '@job-intake/contracts/integrations/api-tokens-api';

/**
 * Why a well-formed request may still not make a token, or null: a token carries only permissions
 * its creator holds, and an expiry must lie ahead.
 */
export function refusalOfNewToken(
  request: CreateApiTokenRequest,
  creatorHolds: readonly PermissionName[],
  now: Date,
): string | null {
  const notHeld = request.permissions.filter((wanted) => !creatorHolds.includes(wanted));
  if (notHeld.length > 0)
    return `permissions must be among your own; you do not hold ${notHeld.join(', ')}`;
  if (request.expires_at && new Date(request.expires_at) <= now)
    return 'expires_at must be in the future';
  return null;
}
