import type { PermissionName } from '../identity/permissions';

/**
 * API tokens of a company (issue 31, item 1): a company admin's key for the company's own
 * systems. The secret is shown once, at creation; the server keeps only its hash.
 *
 *   GET    /api/v1/company/{companyId}/api-tokens            → ApiTokenDto[] (newest first)
 *   POST   /api/v1/company/{companyId}/api-tokens            CreateApiTokenRequest → CreatedApiTokenDto (201)
 *   DELETE /api/v1/company/{companyId}/api-tokens/{tokenId}  → 204 (revoked at once, every instance)
 *
 * A token is sent as `Authorization: Bearer <secret>`, like a session.
 */

/** Every secret begins with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'jit_';

export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** The most live (not revoked, not expired) tokens a company may hold. */
export const API_TOKENS_PER_COMPANY = 50;

export interface CreateApiTokenRequest {
  name: string;
  /** A non-empty subset of the creating admin's own permissions. */
  permissions: PermissionName[];
  /** ISO 8601, in the future; null or absent: never expires. */
  expires_at?: string | null;
}

export interface ApiTokenDto {
  id: string;
  name: string;
  permissions: PermissionName[];
  /** The secret's first characters (prefix included), to tell tokens apart; never the secret. */
  hint: string;
  created_at: string;
  created_by: { id: string; name: string };
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface CreatedApiTokenDto {
  token: ApiTokenDto;
  /** The whole secret: answered once, never again. */
  secret: string;
}
