import { budgetFit, formatBytes } from './daily-budget';

const MB = 2 ** 20;

describe('a daily budget', () => {
  it('takes an amount that fits to the last unit', () => {
    expect(budgetFit(10, 190, 200)).toBe('fits');
    expect(budgetFit(1, 0, 1)).toBe('fits');
  });

  it('refuses an amount past what is left, and one larger than the whole limit', () => {
    expect(budgetFit(11, 190, 200)).toBe('spent');
    expect(budgetFit(1, 200, 200)).toBe('spent');
    expect(budgetFit(201, 0, 200)).toBe('too_large');
  });

  it.each([
    [512, '512 bytes'],
    [1536, '1.5 KB'],
    [5 * MB + 1, '5 MB'],
    [1.25 * 1024 * MB, '1.3 GB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
