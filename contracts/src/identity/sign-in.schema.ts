import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  RESET_CODE_MAX_LENGTH,
  SIGN_IN_EMAIL_MAX_LENGTH,
} from './identity-api';
import { requestString, requestText } from '../text/request-text.schema';
import { requiredMessage, tooLongMessage } from '../text/rule-messages';

/** POST /auth/login: the e-mail and the password (a captcha token once one is asked for). */
export const signInSchema = z.object({
  email: requestText('email', SIGN_IN_EMAIL_MAX_LENGTH, { trim: true }),
  password: requestText('password', PASSWORD_MAX_LENGTH),
});

/**
 * A new password as a request carries it: one character over the maximum still passes, so that
 * passwordPolicyProblem (checked when the request is decided) names the limit in its own words.
 */
const newPassword = (field: string) =>
  requestString(field, 'string')
    .min(1, requiredMessage(field))
    .max(PASSWORD_MAX_LENGTH + 1, tooLongMessage(field, PASSWORD_MAX_LENGTH));

/** POST /settings/password: the current password and the new one. */
export const changePasswordSchema = z.object({
  current: requestText('current', PASSWORD_MAX_LENGTH, { notText: 'string' }),
  new_pass: newPassword('new_pass'),
});

/** POST /auth/reset: the address, the code from the link and the new password twice. */
export const resetPasswordSchema = z.object({
  email: requestText('email', SIGN_IN_EMAIL_MAX_LENGTH, { trim: true, notText: 'string' }),
  reset_code: requestText('reset_code', RESET_CODE_MAX_LENGTH, { trim: true, notText: 'string' }),
  new_pass: newPassword('new_pass'),
  confirm_pass: newPassword('confirm_pass'),
});
