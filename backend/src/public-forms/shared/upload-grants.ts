import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INVALID,
  type PublicUploadGrantResponse,
} from '@job-intake/contracts/guests/guest-api';
import type { SpentCaptchas } from '../../captcha/spent-captchas';
import { DomainError } from '../../shared/domain-error';

/** Long enough to fill in a form after solving the captcha once. */
export const UPLOAD_GRANT_TTL_MS = 60 * 60_000;
const PREFIX = 'grant.';

interface GrantClaims {
  readonly id: string;
  readonly appid: string;
  /** Expiry, milliseconds since the epoch. */
  readonly exp: number;
}

/**
 * A solved captcha exchanged for a short-lived, signed grant of one public form (decision 0031):
 * its uploads carry it, and POST /new takes it in place of the captcha token. Uploads may use it
 * until it expires; POST /new spends it (captcha_spent), so a submission is still made once.
 */
export class UploadGrants {
  constructor(
    private readonly key: string,
    private readonly spent: SpentCaptchas,
    private readonly now: () => number = Date.now,
  ) {}

  issue(appid: string): PublicUploadGrantResponse {
    const claims: GrantClaims = { id: randomUUID(), appid, exp: this.now() + UPLOAD_GRANT_TTL_MS };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return {
      grant: `${PREFIX}${body}.${this.sign(body)}`,
      expires_at: new Date(claims.exp).toISOString(),
    };
  }

  /** Whether a proof is a grant (else it is the captcha's own token). */
  isGrant(token: string): boolean {
    return token.startsWith(PREFIX);
  }

  /** The grant's claims when it is ours, of this form and live; a 400 DomainError otherwise. */
  check(token: string, appid: string): GrantClaims {
    const [body = '', signature = '', ...rest] = token.slice(PREFIX.length).split('.');
    if (!this.isGrant(token) || rest.length > 0 || !this.signedHere(body, signature)) invalid();
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as GrantClaims;
    if (claims.appid !== appid) invalid();
    if (claims.exp <= this.now()) throw new DomainError('invalid', CAPTCHA_EXPIRED);
    return claims;
  }

  /** Accepts the grant once for a submission, like a captcha token. */
  async spend(token: string, appid: string): Promise<void> {
    const claims = this.check(token, appid);
    if (!(await this.spent.spend(`${PREFIX}${claims.id}`, new Date(claims.exp))))
      throw new DomainError('invalid', CAPTCHA_EXPIRED);
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private signedHere(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

function invalid(): never {
  throw new DomainError('invalid', CAPTCHA_INVALID);
}
