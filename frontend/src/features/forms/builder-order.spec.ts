import { describe, expect, it } from 'vitest';
import { changedFieldOrders, sectionOf, sectionOrders } from './builder-order';

describe('changedFieldOrders', () => {
  it('lists every field of each changed section with orders from 0, and nothing else', () => {
    const before = { a: ['f1', 'f2', 'f3'], b: ['f4'], c: ['f5'] };
    const after = { a: ['f1', 'f3'], b: ['f2', 'f4'], c: ['f5'] };

    expect(changedFieldOrders(before, after)).toEqual([
      { id: 'f1', order: 0, section_id: 'a' },
      { id: 'f3', order: 1, section_id: 'a' },
      { id: 'f2', order: 0, section_id: 'b' },
      { id: 'f4', order: 1, section_id: 'b' },
    ]);
  });

  it('is empty when nothing moved', () => {
    const lists = { a: ['f1', 'f2'], b: [] };
    expect(changedFieldOrders(lists, { a: ['f1', 'f2'], b: [] })).toEqual([]);
  });
});

describe('sectionOf', () => {
  it('finds the section of a field, and a section id stands for itself', () => {
    const lists = { a: ['f1'], b: ['f2'] };
    expect(sectionOf(lists, 'f2')).toBe('b');
    expect(sectionOf(lists, 'a')).toBe('a');
    expect(sectionOf(lists, 'nope')).toBeUndefined();
  });
});

it('numbers sections from 0 in their new order', () => {
  expect(sectionOrders(['s3', 's1', 's2'])).toEqual([
    { id: 's3', order: 0 },
    { id: 's1', order: 1 },
    { id: 's2', order: 2 },
  ]);
});
