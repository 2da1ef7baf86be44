import type { ApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';

export type TokenStatus = 'Active' | 'Expired' | 'Revoked';

/** What a token is now: revoked wins over expired. */
export function tokenStatus(token: ApiTokenDto, now: Date): TokenStatus {
  if (token.revoked_at) return 'Revoked';
  if (token.expires_at && Date.parse(token.expires_at) <= now.getTime()) return 'Expired';
  return 'Active';
}
