import { formatDate } from '@job-intake/contracts/formatting/dates';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The time of day of an instant, as `3:04 PM` (in the browser's time zone). */
export function formatTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : TIME.format(time);
}

/** `03/07/2025 3:04 PM` */
export function formatDateTime(value: string): string {
  return `${formatDate(value)} ${formatTime(value)}`.trim();
}
