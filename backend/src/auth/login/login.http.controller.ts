import { Body, Controller, Get, HttpCode, Ip, Post, UnauthorizedException } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  LOGIN_FAILED_MESSAGE,
  SIGN_IN_PROOF_REQUIRED,
  type AuthResponse,
  type SessionUser,
} from '@job-intake/contracts/identity/identity-api';
import { UserAccounts } from '../../users/user-accounts';
import { CurrentUser, Public } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { passwordMatches } from '../../credentials/passwords';
import { SessionService } from '../session.service';
import { SignInLimiter } from '../sign-in-limiter';
import { LoginRequestDto } from './login.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginHttpController {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: SessionService,
    private readonly limiter: SignInLimiter,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A session token and the user' })
  @ApiUnauthorizedResponse({ description: LOGIN_FAILED_MESSAGE })
  @ApiTooManyRequestsResponse({
    description:
      'Too many failed sign-ins of this account lately, or too many sign-ins from this address at once: wait the Retry-After seconds',
  })
  @ApiResponse({
    status: 428,
    description: `Too many failed sign-ins from this address: { code: '${SIGN_IN_PROOF_REQUIRED}', message, captcha } names the captcha to solve; send its token as \`captcha\` with the retry`,
  })
  login(@Body() body: LoginRequestDto, @Ip() client: string): Promise<AuthResponse> {
    return this.limiter.admit(client, () => this.signIn(body, client));
  }

  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<{ success: true }> {
    await this.sessions.revokeAll(user.id);
    return { success: true };
  }

  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser): Promise<SessionUser> {
    return this.sessions.sessionUser(user.id);
  }

  private async signIn(body: LoginRequestDto, client: string): Promise<AuthResponse> {
    await this.limiter.reserveSignIn(client, body.email, body.captcha);
    const user = await this.accounts.withEmail(body.email, { password: true, member: true });
    // An unknown e-mail is checked against a throw-away hash: it answers as slowly as a wrong password.
    if (!(await passwordMatches(user?.password_hash, body.password, client)) || !user)
      throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    await this.limiter.signInSucceeded(client, body.email);
    return this.sessions.issue(user);
  }
}
