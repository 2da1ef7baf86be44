import { isLoopback } from './dev-mail.http.controller';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each(['10.0.0.5', '172.17.0.1', '::ffff:192.168.1.2', '2001:db8::1', '', undefined])(
    'refuses %s',
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );
});
