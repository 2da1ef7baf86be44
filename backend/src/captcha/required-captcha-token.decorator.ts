import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CAPTCHA_MISSING } from '@job-intake/contracts/guests/guest-api';

/** ALTCHA's payload is under 1 kB; a reCAPTCHA token about 2 kB. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 10_000;

/**
 * A solved captcha's token that the request cannot do without. Applied like the stack
 * `@MaxLength @IsNotEmpty @IsString @IsDefined`: IsDefined is checked first, so a missing token
 * is told as the step the person has to take.
 */
export function RequiredCaptchaToken(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: CAPTCHA_MISSING }),
    IsString({ message: 'recaptcha must be a string' }),
    IsNotEmpty({ message: CAPTCHA_MISSING }),
    MaxLength(CAPTCHA_TOKEN_MAX_LENGTH),
  );
}
