import {
  SIGN_IN_PROOF_REQUIRED,
  type SignInProofRequired,
} from '@job-intake/contracts/identity/identity-api';
import { errorStatus } from '../../shared/api/api-error';

/** The server's request for a solved captcha (428, decision 0013), or null for other failures. */
export function proofRequestOf(failure: unknown): SignInProofRequired | null {
  if (errorStatus(failure) !== 428) return null;
  const data: unknown = (failure as { data?: unknown }).data;
  const isRequest =
    typeof data === 'object' &&
    data !== null &&
    'code' in data &&
    data.code === SIGN_IN_PROOF_REQUIRED &&
    'captcha' in data;
  return isRequest ? (data as SignInProofRequired) : null;
}
