import { countBound } from './count-bound';

describe('countBound', () => {
  it('counts to 1,000 on the first pages of 100, at least a page past the one asked for', () => {
    expect(countBound(0, 100)).toBe(1000);
    expect(countBound(800, 100)).toBe(1000);
    expect(countBound(900, 100)).toBe(2000);
  });

  it('goes further for larger pages and deeper ones', () => {
    expect(countBound(0, 1000)).toBe(2000);
    expect(countBound(49_900, 100)).toBe(51_000);
  });
});
