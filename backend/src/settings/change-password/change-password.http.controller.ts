import { BadRequestException, Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  WRONG_CURRENT_PASSWORD_MESSAGE,
  passwordPolicyProblem,
  type ChangePasswordResponse,
} from '@job-intake/contracts/identity/identity-api';
import { CurrentUser, SelfService } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { hashPassword, passwordMatches } from '../../credentials/passwords';
import { SessionService } from '../../auth/session.service';
import { SignInLimiter } from '../../auth/sign-in-limiter';
import { UserAccounts } from '../../users/user-accounts';
import { ChangePasswordRequestDto } from './change-password.request.dto';

/**
 * Change password on /settings: needs the current password; every other session of the user is
 * signed out and the caller gets a fresh token (spec: the response is a token or an error).
 */
@ApiTags('settings')
@ApiBearerAuth()
@SelfService()
@Controller('settings')
export class ChangePasswordHttpController {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: SessionService,
    private readonly limiter: SignInLimiter,
  ) {}

  @Post('password')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ token }: a new session token' })
  @ApiBadRequestResponse({
    description: '{ error }: the current password is wrong, or the new one breaks the policy',
  })
  async change(
    @Body() body: ChangePasswordRequestDto,
    @CurrentUser() caller: AuthenticatedUser,
    @Ip() client: string,
  ): Promise<ChangePasswordResponse> {
    // Guessing the current password with a stolen session counts as guessing a sign-in.
    await this.limiter.reservePasswordCheck(client, caller.email);
    const passwordHash = await this.accounts.passwordHashOf(caller.id);
    if (!(await passwordMatches(passwordHash, body.current, client)))
      refuse(WRONG_CURRENT_PASSWORD_MESSAGE);
    await this.limiter.passwordCheckSucceeded(client, caller.email);
    const problem = passwordPolicyProblem(body.new_pass);
    if (problem) refuse(problem);
    await this.accounts.setPasswordHash(caller.id, await hashPassword(body.new_pass));
    await this.sessions.revokeAll(caller.id);
    const fresh = await this.accounts.get(caller.id);
    const { token } = await this.sessions.issue(fresh);
    return { token };
  }
}

/** Spec section 7: the answer is `error` (or a token); `message` too, as every error answer has. */
function refuse(message: string): never {
  throw new BadRequestException({ statusCode: 400, error: message, message });
}
