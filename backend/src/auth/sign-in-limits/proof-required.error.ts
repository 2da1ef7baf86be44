import { HttpException, HttpStatus } from '@nestjs/common';
import type { CaptchaConfig } from '@job-intake/contracts/guests/guest-api';
import {
  SIGN_IN_PROOF_REQUIRED,
  type SignInProofRequired,
} from '@job-intake/contracts/identity/identity-api';

/** 428: the client's address must send a solved captcha with its sign-in (decision 0013). */
export class ProofRequiredError extends HttpException {
  constructor(message: string, captcha: CaptchaConfig) {
    const body: SignInProofRequired = {
      statusCode: HttpStatus.PRECONDITION_REQUIRED,
      error: 'Precondition Required',
      code: SIGN_IN_PROOF_REQUIRED,
      message,
      captcha,
    };
    super(body, HttpStatus.PRECONDITION_REQUIRED);
  }
}
