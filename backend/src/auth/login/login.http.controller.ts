import { Body, Controller, Get, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { verify } from 'argon2';
import type { Repository } from 'typeorm';
import {
  LOGIN_FAILED_MESSAGE,
  type AuthResponse,
  type SessionUser,
} from '@job-intake/contracts/identity/identity-api';
import { User } from '../../users/user.entity';
import { CurrentUser, Public } from '../auth.decorators';
import type { AuthenticatedUser } from '../authenticated-user';
import { SessionService } from '../session.service';
import { LoginRequestDto } from './login.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginHttpController {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginRequestDto): Promise<AuthResponse> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .innerJoin('user.memberships', 'membership')
      .where('lower(user.email) = lower(:email)', { email: body.email })
      .getOne();
    if (!user || !(await verify(user.password_hash, body.password))) {
      throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    }
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
