import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './live-connection';

describe('reconnectDelayMs', () => {
  it('waits 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
