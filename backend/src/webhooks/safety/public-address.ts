import ipaddr from 'ipaddr.js';

/**
 * An address a webhook may be sent to: a public unicast one. Private, loopback, link-local,
 * unique-local, multicast, unspecified, carrier-grade NAT and reserved ranges are refused. An
 * IPv4-mapped IPv6 address is judged as its IPv4 address; other IPv6 forms that carry an IPv4 one
 * (NAT64, 6to4, Teredo) are refused, since the address inside could be any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() reads an IPv4-mapped IPv6 address as the IPv4 address it maps.
  return ipaddr.process(address).range() === 'unicast';
}
