import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '1 minute'],
    [0.01, '1 minute'],
    [0.75, '45 minutes'],
    [1, '1 hour'],
    [3.46, '3.5 hours'],
    [47.9, '47.9 hours'],
    [48, '2 days'],
    [50.4, '2.1 days'],
  ])('%s hours reads "%s"', (hours, text) => {
    expect(formatDuration(hours)).toBe(text);
  });
});
