const HOURS_PER_DAY = 24;

/** A duration given in hours, as a person says it: "45 minutes", "3.5 hours", "2.1 days". */
export function formatDuration(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  if (hours < HOURS_PER_DAY * 2) return `${oneDecimal(hours)} ${hours < 1.05 ? 'hour' : 'hours'}`;
  return `${oneDecimal(hours / HOURS_PER_DAY)} days`;
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
