import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Membership } from '../users/membership.entity';
import { User } from '../users/user.entity';
import { jwtSecret } from './auth-config';
import { AuthGuard } from './auth.guard';
import { LoginHttpController } from './login/login.http.controller';
import { PasswordReset } from './password-reset.entity';
import { SessionService } from './session.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, Membership, PasswordReset]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtSecret(config) }),
    }),
  ],
  controllers: [LoginHttpController],
  providers: [SessionService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService],
})
export class AuthModule {}
