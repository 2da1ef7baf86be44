import { daysBetween, STATS_MAX_DAYS } from '@job-intake/contracts/stats/stats-api';
import { DomainError } from '../../shared/domain-error';

/** A report's range must run forwards and stay within STATS_MAX_DAYS days. */
export function checkStatsRange(start: string, end: string): void {
  if (end < start) throw new DomainError('invalid', 'end_date must not be before start_date');
  if (daysBetween(start, end) > STATS_MAX_DAYS) {
    throw new DomainError(
      'invalid',
      `end_date must be at most ${STATS_MAX_DAYS} days after start_date`,
    );
  }
}
