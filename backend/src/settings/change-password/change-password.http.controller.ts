import { BadRequestException, Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  WRONG_CURRENT_PASSWORD_MESSAGE,
  passwordPolicyProblem,
  type ChangePasswordResponse,
} from '@job-intake/contracts/identity/identity-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { hashPassword, passwordMatches } from '../../credentials/passwords';
import { SessionService } from '../../auth/session.service';
import { SignInLimiter } from '../../auth/sign-in-limiter';
import { User } from '../../users/user.entity';
import { ChangePasswordRequestDto } from './change-password.request.dto';

/**
 * Change password on /settings: needs the current password; every other session of the user is
 * signed out and the caller gets a fresh token (spec: the response is a token or an error).
 */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings')
export class ChangePasswordHttpController {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
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
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .where('user.id = :id', { id: caller.id })
      .getOneOrFail();
    if (!(await passwordMatches(user.password_hash, body.current, client)))
      refuse(WRONG_CURRENT_PASSWORD_MESSAGE);
    await this.limiter.passwordCheckSucceeded(client, caller.email);
    const problem = passwordPolicyProblem(body.new_pass);
    if (problem) refuse(problem);
    await this.users.update({ id: user.id }, { password_hash: await hashPassword(body.new_pass) });
    await this.sessions.revokeAll(user.id);
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    const { token } = await this.sessions.issue(fresh);
    return { token };
  }
}

/** Spec section 7: the answer is `error` (or a token); `message` too, as every error answer has. */
function refuse(message: string): never {
  throw new BadRequestException({ statusCode: 400, error: message, message });
}
