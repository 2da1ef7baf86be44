import type { ApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';

/** A row of api_tokens as TOKEN_COLUMNS selects it. */
export interface ApiTokenRow {
  id: string;
  name: string;
  permissions: PermissionName[];
  hint: string;
  created_at: Date;
  created_by: string;
  created_by_name: string;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export const TOKEN_COLUMNS = `id, name, permissions, hint, created_at, created_by, created_by_name,
  expires_at, last_used_at, revoked_at`;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function tokenDto(row: ApiTokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions,
    hint: row.hint,
    created_at: row.created_at.toISOString(),
    created_by: { id: row.created_by, name: row.created_by_name },
    expires_at: iso(row.expires_at),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}
