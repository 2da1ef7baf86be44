import { signatureMatches } from './standard-webhook-signature';

// The test vector the Standard Webhooks reference libraries (standard-webhooks/standard-webhooks)
// sign and verify in their own tests.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const HEADERS = {
  'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  'webhook-timestamp': '1614265330',
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const BODY = Buffer.from('{"test": 2432232314}');

describe('signatureMatches (Standard Webhooks)', () => {
  it('accepts the reference example', () => {
    expect(signatureMatches(SECRET, HEADERS, BODY)).toBe(true);
  });

  it('accepts it among several signatures, as during a secret rotation', () => {
    const signature = `v1,bm90IHRoaXMgb25l v2,other ${HEADERS['webhook-signature']}`;
    expect(signatureMatches(SECRET, { ...HEADERS, 'webhook-signature': signature }, BODY)).toBe(
      true,
    );
  });

  it('refuses another secret, another body, another id or timestamp', () => {
    expect(signatureMatches('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', HEADERS, BODY)).toBe(false);
    expect(signatureMatches(SECRET, HEADERS, Buffer.from('{"test": 2432232315}'))).toBe(false);
    expect(signatureMatches(SECRET, { ...HEADERS, 'webhook-id': 'msg_other' }, BODY)).toBe(false);
    expect(signatureMatches(SECRET, { ...HEADERS, 'webhook-timestamp': '1614265331' }, BODY)).toBe(
      false,
    );
  });

  it('refuses a delivery without the headers', () => {
    expect(signatureMatches(SECRET, {}, BODY)).toBe(false);
    expect(signatureMatches(SECRET, { ...HEADERS, 'webhook-signature': '' }, BODY)).toBe(false);
  });
});
