import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  API_TOKENS_PER_COMPANY,
  type CreatedApiTokenDto,
} from '@job-intake/contracts/integrations/api-tokens-api';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { hintOf, newSecret, secretHash } from '../shared/api-token-secret';
import { TOKEN_COLUMNS, tokenDto, type ApiTokenRow } from '../shared/api-tokens.table';
import type { CreateApiTokenRequestDto } from './create-token.request.dto';
import { refusalOfNewToken } from './new-token-rules';

export const TOO_MANY_TOKENS = `The company already has ${API_TOKENS_PER_COMPANY} active API tokens, the most it may hold: revoke one it no longer needs first.`;

const LIVE_TOKENS = `SELECT count(*)::int AS live FROM api_tokens
  WHERE company_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`;

/** A new token of the creator's company; the secret leaves only in this answer. */
@Injectable()
export class CreateTokenService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(
    creator: AuthenticatedUser,
    request: CreateApiTokenRequestDto,
  ): Promise<CreatedApiTokenDto> {
    const refusal = refusalOfNewToken(request, creator.permissions, new Date());
    if (refusal) throw new DomainError('invalid', refusal);
    const secret = newSecret();
    const row = await this.dataSource.transaction(async (db) => {
      await this.assertRoomFor(db, creator.companyId);
      return this.insert(db, creator, request, secret);
    });
    return { token: tokenDto(row), secret };
  }

  /** Counted under a lock of the company's tokens, so two creations at once cannot pass the limit. */
  private async assertRoomFor(db: EntityManager, companyId: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('api_tokens:' || $1, 0))`, [
      companyId,
    ]);
    const [{ live }] = (await db.query(LIVE_TOKENS, [companyId])) as [{ live: number }];
    if (live >= API_TOKENS_PER_COMPANY) throw new DomainError('conflict', TOO_MANY_TOKENS);
  }

  private async insert(
    db: EntityManager,
    creator: AuthenticatedUser,
    request: CreateApiTokenRequestDto,
    secret: string,
  ): Promise<ApiTokenRow> {
    const rows = (await db.query(
      `INSERT INTO api_tokens
         (company_id, name, permissions, secret_hash, hint, created_by, created_by_name, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${TOKEN_COLUMNS}`,
      [
        creator.companyId,
        request.name,
        request.permissions,
        secretHash(secret),
        hintOf(secret),
        creator.id,
        creator.name,
        request.expires_at ?? null,
      ],
    )) as ApiTokenRow[];
    return rows[0]!;
  }
}
