import { Module } from '@nestjs/common';
import { ApiTokenGrants } from './authenticate/api-token-grants';
import { CreateTokenHttpController } from './create-token/create-token.http.controller';
import { CreateTokenService } from './create-token/create-token.service';
import { ListTokensHttpController } from './list-tokens/list-tokens.http.controller';
import { RevokeTokenHttpController } from './revoke-token/revoke-token.http.controller';

/**
 * A company's API tokens (issue 31 item 1, decision 0047): the company page's list, create and
 * revoke, and the grants the auth guard asks for when a request brings a token.
 */
@Module({
  controllers: [ListTokensHttpController, CreateTokenHttpController, RevokeTokenHttpController],
  providers: [CreateTokenService, ApiTokenGrants],
  exports: [ApiTokenGrants],
})
export class ApiTokensModule {}
