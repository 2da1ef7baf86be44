import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { AltchaCaptcha } from './altcha.captcha';
import { CaptchaChallengeHttpController } from './captcha-challenge.http.controller';
import { altchaHmacKey } from './captcha-keys';
import { CAPTCHA, type CaptchaPort } from './captcha.port';
import { RecaptchaCaptcha } from './recaptcha.captcha';
import { SpentCaptchas } from './spent-captchas';
import { SpentCaptchasCleanup } from './spent-captchas.cleanup';

const RECAPTCHA_TIMEOUT_MS = 10_000;

function captchaOf(config: AppConfig, spent: SpentCaptchas): CaptchaPort {
  if (config.CAPTCHA_PROVIDER === 'recaptcha') {
    // The configuration's schema refuses recaptcha without both keys.
    return new RecaptchaCaptcha({
      siteKey: config.RECAPTCHA_SITE_KEY ?? '',
      secret: config.RECAPTCHA_SECRET ?? '',
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      timeoutMs: RECAPTCHA_TIMEOUT_MS,
    });
  }
  return new AltchaCaptcha({ hmacKey: altchaHmacKey(config), cost: config.ALTCHA_COST, spent });
}

/** The public form's captcha (CAPTCHA_PROVIDER picks the adapter) and its challenge endpoint. */
@Module({
  controllers: [CaptchaChallengeHttpController],
  providers: [
    {
      provide: SpentCaptchas,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => new SpentCaptchas(pool),
    },
    { provide: CAPTCHA, inject: [APP_CONFIG, SpentCaptchas], useFactory: captchaOf },
    SpentCaptchasCleanup,
  ],
  exports: [CAPTCHA, SpentCaptchas],
})
export class CaptchaModule {}
