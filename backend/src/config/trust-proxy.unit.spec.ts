import { InvalidConfigError, loadConfig } from './app-config';

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off unless set', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['loopback', ['loopback']],
    [
      '10.0.0.1, 10.0.0.0/8,fd00::/8 , uniquelocal',
      ['10.0.0.1', '10.0.0.0/8', 'fd00::/8', 'uniquelocal'],
    ],
  ])('takes %j as Express does', (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '-1', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com'])(
    'refuses %j naming the bad entry',
    (value) => {
      expect(() => trustProxy(value)).toThrow(InvalidConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be true, false, a number of hops/);
    },
  );
});
