import {
  budgetFit,
  formatBytes,
  type BudgetRefusal,
} from '../../guest-budgets/domain/daily-budget';

/**
 * What guests may store through the public form's upload (decision 0031): a byte budget a day
 * per client address and per form, and a cap on the files no job took yet. Pure: the numbers are
 * read and reserved by GuestUploadBudget.
 */
export interface UploadBudgetLimits {
  /** Bytes one client address may upload in 24 hours. */
  readonly perAddressPerDay: number;
  /** Bytes one form may take in 24 hours, from every address together. */
  readonly perFormPerDay: number;
  /** Bytes of uploads no job took yet, over every form; the oldest make room for new ones. */
  readonly unclaimed: number;
}

/** Bytes uploaded in the last 24 hours by the address and to the form, the request not counted. */
export interface UploadUsage {
  readonly address: number;
  readonly form: number;
}

/** The refusal of an upload of `bytes`, or null when it fits both daily budgets. */
export function judgeUpload(
  bytes: number,
  usage: UploadUsage,
  limits: UploadBudgetLimits,
): BudgetRefusal | null {
  return (
    overBudget(bytes, usage.address, limits.perAddressPerDay, 'from your address') ??
    overBudget(bytes, usage.form, limits.perFormPerDay, 'to this form')
  );
}

function overBudget(
  bytes: number,
  used: number,
  limit: number,
  scope: string,
): BudgetRefusal | null {
  const rule = `Uploads ${scope} are limited to ${formatBytes(limit)} a day`;
  const fit = budgetFit(bytes, used, limit);
  if (fit === 'fits') return null;
  if (fit === 'too_large')
    return {
      status: 413,
      message: `${rule}, and this upload is ${formatBytes(bytes)}. Attach fewer or smaller files.`,
    };
  return {
    status: 429,
    message: `${rule}; ${formatBytes(used)} of it is used, so this upload of ${formatBytes(bytes)} does not fit. Attach fewer or smaller files, or try again tomorrow.`,
  };
}

/** The cap is held by uploads still in flight: nothing old is left to make room. */
export function unclaimedFull(limits: UploadBudgetLimits): BudgetRefusal {
  return {
    status: 429,
    message: `Too many files are being uploaded to public forms right now (at most ${formatBytes(limits.unclaimed)} may wait for their forms to be submitted). Please try again in a few minutes.`,
  };
}

/**
 * The client address a budget counts for: an IPv4 address as it is (also when IPv6 carries it),
 * an IPv6 address by its /64 network, the smallest block a provider hands one customer.
 */
export function budgetAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip.split('%')[0] as string);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function ipv6Groups(ip: string): string[] {
  const hex = ip.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a, b, c, d) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(
      ':',
    ),
  );
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(8 - headGroups.length - tailGroups.length, 0)).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) =>
    parseInt(group || '0', 16).toString(16),
  );
}
