import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, isRetryable, retryDelay } from './retry-policy';

describe('retryDelay', () => {
  it('doubles from a second, between half and all of the ceiling', () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1_000);
    expect(retryDelay(3, () => 1)).toBe(4_000);
    expect(retryDelay(3, () => 0.5)).toBe(3_000);
  });

  it('never waits more than a minute', () => {
    expect(retryDelay(30, () => 1)).toBe(MAX_DELAY_MS);
    expect(retryDelay(30, () => 0)).toBe(MAX_DELAY_MS / 2);
  });
});

describe('isRetryable', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }, true],
    [{ status: 503, data: { message: 'down' } }, true],
    [{ status: 500, data: {} }, true],
    [{ status: 429, data: { message: 'slow down' } }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' }, false],
    [{ status: 400, data: { message: 'bad' } }, false],
    [{ status: 403, data: { message: 'closed' } }, false],
    [new Error('boom'), false],
  ])('%j → %s', (reason, expected) => {
    expect(isRetryable(reason)).toBe(expected);
  });
});
