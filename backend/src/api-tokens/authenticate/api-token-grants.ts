import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { secretHash } from '../shared/api-token-secret';

/** What a presented token may do, before its creator's role narrows it (the auth guard does). */
export interface ApiTokenGrant {
  readonly tokenId: string;
  readonly companyId: string;
  /** The admin who created it: the token acts as that person's membership. */
  readonly createdBy: string;
  readonly permissions: readonly PermissionName[];
}

export const UNKNOWN_TOKEN = 'This API token is not valid. Check that it was copied whole.';
export const REVOKED_TOKEN =
  'This API token has been revoked. Ask your company admin for a new one.';
export const EXPIRED_TOKEN = 'This API token has expired. Ask your company admin for a new one.';

interface PresentedRow {
  id: string;
  company_id: string;
  created_by: string;
  permissions: PermissionName[];
  revoked: boolean;
  expired: boolean;
  use_unrecorded: boolean;
}

/** The database's clock decides expiry and the minute of last use, the same on every instance. */
const PRESENTED = `SELECT id, company_id, created_by, permissions,
    revoked_at IS NOT NULL AS revoked,
    coalesce(expires_at <= now(), false) AS expired,
    coalesce(last_used_at < now() - interval '1 minute', true) AS use_unrecorded
  FROM api_tokens WHERE secret_hash = $1`;

/**
 * Turns a presented secret into its grant. The row is read on every request, by the hash's
 * index, never cached: a revocation holds on every instance from the next request on.
 */
@Injectable()
export class ApiTokenGrants {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async grantOf(secret: string): Promise<ApiTokenGrant> {
    const [row] = (await this.dataSource.query(PRESENTED, [secretHash(secret)])) as PresentedRow[];
    if (!row) throw new UnauthorizedException(UNKNOWN_TOKEN);
    if (row.revoked) throw new UnauthorizedException(REVOKED_TOKEN);
    if (row.expired) throw new UnauthorizedException(EXPIRED_TOKEN);
    if (row.use_unrecorded) await this.recordUse(row.id);
    return {
      tokenId: row.id,
      companyId: row.company_id,
      createdBy: row.created_by,
      permissions: row.permissions,
    };
  }

  /** At most one write a minute per token, however many instances see it used. */
  private async recordUse(tokenId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE api_tokens SET last_used_at = now()
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [tokenId],
    );
  }
}
