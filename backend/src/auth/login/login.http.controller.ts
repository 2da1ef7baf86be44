import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Post,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import {
  LOGIN_FAILED_MESSAGE,
  type AuthResponse,
  type SessionUser,
} from '@job-intake/contracts/identity/identity-api';
import { User } from '../../users/user.entity';
import { CurrentUser, Public } from '../auth.decorators';
import type { AuthenticatedUser } from '../authenticated-user';
import { passwordMatches } from '../passwords';
import { SessionService } from '../session.service';
import { SignInLimiter, TooManyAttemptsError } from '../sign-in-limiter';
import { LoginRequestDto } from './login.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginHttpController {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionService,
    private readonly limiter: SignInLimiter,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A session token and the user' })
  @ApiUnauthorizedResponse({ description: LOGIN_FAILED_MESSAGE })
  @ApiTooManyRequestsResponse({
    description: 'Too many failed sign-ins from this address or for this account',
  })
  async login(
    @Body() body: LoginRequestDto,
    @Ip() client: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    try {
      this.limiter.assertMayTrySignIn(client, body.email);
    } catch (error) {
      if (error instanceof TooManyAttemptsError)
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .innerJoin('user.memberships', 'membership')
      .where('lower(user.email) = lower(:email)', { email: body.email })
      .getOne();
    // An unknown e-mail is checked against a throw-away hash: it answers as slowly as a wrong password.
    if (!(await passwordMatches(user?.password_hash, body.password)) || !user) {
      this.limiter.signInFailed(client, body.email);
      throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    }
    this.limiter.accountRecovered(body.email);
    return this.sessions.issue(user);
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
}
