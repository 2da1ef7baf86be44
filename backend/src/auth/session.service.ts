import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthResponse, SessionUser } from '@job-intake/contracts/identity/identity-api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UserAccounts } from '../users/user-accounts';
import type { User } from '../users/user.entity';
import type { AuthenticatedUser } from '../request-context/authenticated-user';
import { ApiTokenGrants } from '../api-tokens/authenticate/api-token-grants';
import type { Membership } from '../users/membership.entity';

interface TokenPayload {
  sub: string;
  /** The user's token_version when the token was issued. */
  ver: number;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const TOKEN_CREATOR_GONE =
  'The person who created this API token is no longer a member of its company. Ask your company admin for a new one.';

/** Issues session tokens and turns a presented token back into the calling user. */
@Injectable()
export class SessionService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly apiTokens: ApiTokenGrants,
  ) {}

  async issue(user: Pick<User, 'id' | 'token_version'>): Promise<AuthResponse> {
    const payload: TokenPayload = { sub: user.id, ver: user.token_version };
    const token = await this.jwt.signAsync(payload, { expiresIn: this.config.JWT_TTL_SECONDS });
    return {
      token,
      expires_in: this.config.JWT_TTL_SECONDS,
      user: await this.sessionUser(user.id),
    };
  }

  async authenticate(token: string): Promise<AuthenticatedUser> {
    const payload = await this.verify(token);
    const membership = await this.accounts.firstMembershipWithUser(payload.sub);
    const { user } = membership ?? {};
    if (!membership || !user || user.token_version !== payload.ver)
      throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    return requestUser(membership);
  }

  /**
   * An API token acts as its creator's membership in the token's company, with the permissions
   * both the token and the creator's role hold now: a permission the role lost, the token lost.
   */
  async authenticateApiToken(secret: string): Promise<AuthenticatedUser & { apiTokenId: string }> {
    const grant = await this.apiTokens.grantOf(secret);
    const membership = await this.accounts.firstMembershipWithUser(grant.createdBy);
    if (!membership?.user || membership.company_id !== grant.companyId)
      throw new UnauthorizedException(TOKEN_CREATOR_GONE);
    const creator = requestUser(membership);
    return {
      ...creator,
      permissions: creator.permissions.filter((held) => grant.permissions.includes(held)),
      apiTokenId: grant.tokenId,
    };
  }

  /** The user object of spec section 3, as the UI keeps it. */
  async sessionUser(userId: string): Promise<SessionUser> {
    const user = await this.accounts.get(userId);
    const memberships = await this.accounts.membershipsOf(userId);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      cnt_id: user.cnt_id,
      api_key: user.api_key,
      list_count: user.list_count,
      column_choice: user.column_choice,
      memberships: memberships.map((membership) => ({
        id: membership.id,
        company: { id: membership.company.id, name: membership.company.name },
        role_id: membership.role_id,
        role: {
          id: membership.role.id,
          name: membership.role.name,
          permissions: membership.role.permissions.map((permission) => ({
            value: permission.name,
          })),
        },
      })),
    };
  }

  /** Signs every token of the user out (logout, password change). */
  async revokeAll(userId: string): Promise<void> {
    await this.accounts.revokeTokens(userId);
  }

  /** The algorithm is pinned by the module's verify options; a token must also expire. */
  private async verify(token: string): Promise<TokenPayload> {
    const payload = await this.jwt
      .verifyAsync<TokenPayload & { exp?: unknown }>(token)
      .catch(() => undefined);
    if (typeof payload?.exp !== 'number') throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    return payload;
  }
}

function requestUser(membership: Membership): AuthenticatedUser {
  const { user } = membership;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    companyId: membership.company_id,
    membershipId: membership.id,
    roleId: membership.role_id,
    permissions: membership.role.permissions.map((permission) => permission.name),
    apiKey: user.api_key,
  };
}
