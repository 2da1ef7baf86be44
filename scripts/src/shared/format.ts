import { comparePositions, type GlobalPosition, START } from '@job-intake/backend/tools';

export function formatPosition(position: GlobalPosition): string {
  return comparePositions(position, START) === 0
    ? 'start'
    : `${position.commit}/${position.prepare}`;
}

export function perSecond(count: number, milliseconds: number): string {
  return Math.round((count * 1000) / Math.max(milliseconds, 1)).toLocaleString('en-US');
}
