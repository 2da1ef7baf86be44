import { isPublicAddress } from './public-address';

describe('public addresses for webhooks', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback v6', '::1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['link-local v6', 'fe80::1'],
    ['unique local', 'fd00::1'],
    ['multicast', '224.0.0.1'],
    ['multicast v6', 'ff02::1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified v6', '::'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['not an address', 'localhost'],
  ])('%s (%s) is refused', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
