import { describe, expect, it } from 'vitest';
import { durationLabel, durationUnit } from './duration-axis';

describe('the Average time chart reads in a unit chosen by its longest average', () => {
  it.each([
    [0.0075, 'min'],
    [0.99, 'min'],
    [1, 'h'],
    [30, 'h'],
    [47.9, 'h'],
    [48, 'd'],
    [400, 'd'],
  ])('%s hours read in %s', (hours, symbol) => {
    expect(durationUnit(hours).symbol).toBe(symbol);
  });

  it('labels an amount with at most one decimal and its unit, never as a fraction of an hour', () => {
    const minutes = durationUnit(0.0075);
    expect(durationLabel(0.0075 / minutes.hours, minutes)).toBe('0.5 min');
    expect(durationLabel(2, durationUnit(2))).toBe('2 h');
    expect(durationLabel(84 / 24, durationUnit(84))).toBe('3.5 d');
    expect(durationLabel(1234.56, durationUnit(30_000))).toBe('1,234.6 d');
  });
});
