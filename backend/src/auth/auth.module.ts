import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { CaptchaModule } from '../captcha/captcha.module';
import { CompanySetupModule } from '../company-setup/company-setup.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { JWT_ALGORITHM, jwtSecret } from '../config/auth-config';
import { ApiTokensModule } from '../api-tokens/api-tokens.module';
import { ApiTokenLimit } from './api-token-limit';
import { AuthGuard } from './auth.guard';
import { LoginHttpController } from './login/login.http.controller';
import { PasswordResetHttpController } from './password-reset/password-reset.http.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { authThrottlerOptions } from '../http/rate-limit';
import { RegisterHttpController } from './register/register.http.controller';
import { RegisterService } from './register/register.service';
import { SessionService } from './session.service';
import { CredentialsModule } from '../credentials/credentials.module';
import { SignInLimiter } from './sign-in-limiter';
import { AttemptLedger } from './sign-in-limits/attempt-ledger';
import { RetryAfterInterceptor } from './sign-in-limits/retry-after.interceptor';
import { PgThrottlerStorage } from './throttler-storage/pg-throttler.storage';
import { ThrottlerStorageModule } from './throttler-storage/throttler-storage.module';

const httpControllers = [LoginHttpController, PasswordResetHttpController, RegisterHttpController];
const services = [
  SessionService,
  ApiTokenLimit,
  SignInLimiter,
  AttemptLedger,
  PasswordResetService,
  RegisterService,
];

/**
 * Sign-in and sessions (the global bearer-token guard), password reset by e-mail, registration
 * of a new company, and the rate limits that protect them.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object, made once: given the text, jsonwebtoken tries it as a public key (and
        // throws) before making a secret key of it, on every token it verifies.
        secret: createSecretKey(Buffer.from(jwtSecret(config))),
        signOptions: { algorithm: JWT_ALGORITHM },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [APP_CONFIG, PgThrottlerStorage],
      useFactory: authThrottlerOptions,
    }),
    MailModule,
    CaptchaModule,
    CredentialsModule,
    CompanySetupModule,
    UsersModule,
    ApiTokensModule,
    ThrottlerStorageModule,
  ],
  controllers: httpControllers,
  providers: [
    ...services,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_INTERCEPTOR, useClass: RetryAfterInterceptor },
  ],
  exports: [SessionService, SignInLimiter],
})
export class AuthModule {}
