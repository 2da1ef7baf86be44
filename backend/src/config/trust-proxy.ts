import { isIP } from 'node:net';
import { z } from 'zod';

/** The names Express (proxy-addr) gives to well-known address ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** Express's `trust proxy` setting: off, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/**
 * TRUST_PROXY as Express accepts it: `true`/`false`, a number of hops, or comma-separated
 * addresses, CIDR ranges and range names (`loopback, 10.0.0.0/8`).
 */
export const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  context.addIssue({
    code: z.ZodIssueCode.custom,
    message: `must be true, false, a number of hops, or comma-separated addresses, CIDR ranges or ${NAMED_RANGES.join('/')} (not: ${bad.join(', ')})`,
  });
  return z.NEVER;
});

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && Number(prefix) <= bits;
}
