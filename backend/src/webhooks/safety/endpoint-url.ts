import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DomainError } from '../../shared/domain-error';
import { isPublicAddress } from './public-address';

/** A URL that passed the rules, with the address it resolved to: the one to connect to. */
export interface CheckedUrl {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveAll: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The rules of an endpoint's URL, at its creation or update and again before each delivery (a
 * name may resolve elsewhere by then: DNS rebinding): https, no user name or password in it, and
 * every address the host resolves to public. With `allowPrivate` (tests, the sandbox, the local
 * receiver) http and private addresses pass too. The delivery connects to the address checked.
 */
export async function checkEndpointUrl(
  raw: string,
  allowPrivate: boolean,
  resolve: ResolveHost = resolveAll,
): Promise<CheckedUrl> {
  const url = parsed(raw);
  const protocols = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) refuse('url must start with https://');
  if (url.username || url.password) refuse('url must not contain a user name or password');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await resolved(host, resolve);
  const first = addresses[0];
  if (!first) refuse(`url's host ${host} has no address`);
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) {
    refuse(
      `url's host ${host} resolves to a private, loopback or link-local address; webhooks go to public addresses only`,
    );
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

function parsed(raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    return refuse('url must be a full URL, like https://example.com/webhooks');
  }
}

async function resolved(host: string, resolve: ResolveHost) {
  try {
    return await resolve(host);
  } catch {
    return refuse(`url's host ${host} could not be resolved`);
  }
}

function refuse(message: string): never {
  throw new DomainError('invalid', message);
}
