import {
  budgetFit,
  formatBytes,
  type BudgetRefusal,
} from '../../guest-budgets/domain/daily-budget';

/**
 * What one share link may store a day (decision 0031), from every address that holds it
 * together: a guest saves when they press Save Changes or Submit Form, a few dozen times at most.
 */
export interface LinkSaveLimits {
  readonly savesPerDay: number;
  /** Bytes of answers, as sent, in 24 hours. */
  readonly bytesPerDay: number;
}

/** The link's saves and their bytes in the last 24 hours, this one not counted. */
export interface LinkSaveUsage {
  readonly count: number;
  readonly bytes: number;
}

const AGAIN = 'Your changes were not saved; please save them again tomorrow.';

/** The refusal of a save of `bytes` of answers through the link, or null when it fits. */
export function judgeLinkSave(
  bytes: number,
  usage: LinkSaveUsage,
  limits: LinkSaveLimits,
): BudgetRefusal | null {
  if (budgetFit(1, usage.count, limits.savesPerDay) !== 'fits')
    return {
      status: 429,
      message: `This link takes at most ${limits.savesPerDay} saves a day, and they are used. ${AGAIN}`,
    };
  const rule = `Answers saved through this link are limited to ${formatBytes(limits.bytesPerDay)} a day`;
  switch (budgetFit(bytes, usage.bytes, limits.bytesPerDay)) {
    case 'fits':
      return null;
    case 'too_large':
      return {
        status: 413,
        message: `${rule}, and this save is ${formatBytes(bytes)}. Please save shorter answers.`,
      };
    case 'spent':
      return {
        status: 429,
        message: `${rule}; ${formatBytes(usage.bytes)} of it is used, so this save of ${formatBytes(bytes)} does not fit. ${AGAIN}`,
      };
  }
}
