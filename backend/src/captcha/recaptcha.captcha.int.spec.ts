import { ServiceUnavailableException } from '@nestjs/common';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { DomainError } from '../shared/domain-error';
import { RecaptchaCaptcha } from './recaptcha.captcha';
import { startRecaptchaSandbox, type RecaptchaSandbox } from './testing/recaptcha-sandbox';

describe('reCAPTCHA adapter against a siteverify sandbox', () => {
  let sandbox: RecaptchaSandbox;
  let captcha: RecaptchaCaptcha;

  beforeAll(async () => {
    sandbox = await startRecaptchaSandbox();
    captcha = new RecaptchaCaptcha({
      siteKey: 'site-key',
      secret: sandbox.secret,
      verifyUrl: sandbox.verifyUrl,
      timeoutMs: 2000,
    });
  });
  afterAll(() => sandbox.close());

  const refusal = (token: string) =>
    captcha.verifyOnce(token).then(
      () => 'accepted',
      (error: unknown) => (error instanceof DomainError ? error.message : String(error)),
    );

  it('shows the site key and issues no challenge of its own', async () => {
    expect(captcha.config).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(await captcha.issueChallenge()).toBeNull();
  });

  it('accepts a solved token once, posting the secret and the token as a form', async () => {
    const token = sandbox.issueToken();
    await expect(captcha.verifyOnce(token)).resolves.toBeUndefined();
    expect(sandbox.requests.at(-1)).toEqual({ secret: sandbox.secret, response: token });
    expect(await refusal(token)).toBe(CAPTCHA_EXPIRED);
  });

  it('refuses an expired, a wrong and a missing token', async () => {
    expect(await refusal(sandbox.issueToken(new Date(Date.now() - 3 * 60_000)))).toBe(
      CAPTCHA_EXPIRED,
    );
    expect(await refusal('made-up')).toBe(CAPTCHA_INVALID);
    expect(await refusal('')).toBe(CAPTCHA_INVALID);
  });

  it('refuses every token when the secret is wrong', async () => {
    const wrong = new RecaptchaCaptcha({
      siteKey: 'site-key',
      secret: 'not-the-secret',
      verifyUrl: sandbox.verifyUrl,
      timeoutMs: 2000,
    });
    await expect(wrong.verifyOnce(sandbox.issueToken())).rejects.toThrow(CAPTCHA_INVALID);
  });

  it('answers 503 when siteverify cannot be reached', async () => {
    const unreachable = new RecaptchaCaptcha({
      siteKey: 'site-key',
      secret: sandbox.secret,
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      timeoutMs: 500,
    });
    await expect(unreachable.verifyOnce('any')).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
