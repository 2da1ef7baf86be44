import { describe, expect, it } from 'vitest';
import { choose, settle } from './tab-choice';

describe('a tab choice made before the URL has it', () => {
  it('holds until the URL reaches it', () => {
    const choice = choose(null, 'two', 'one');
    expect(settle(choice, 'one')).toBe(choice);
    expect(settle(choice, 'two')).toBeNull();
  });

  it('survives an earlier choice landing late', () => {
    // one → two → three → two, with the URL still at one: the change to two lands first.
    let choice = choose(null, 'two', 'one');
    choice = choose(choice, 'three', 'one');
    choice = choose(choice, 'two', 'one');
    expect(settle(choice, 'one')?.key).toBe('two');
    expect(settle(choice, 'three')?.key).toBe('two');
    expect(settle(choice, 'two')).toBeNull();
  });

  it('gives way to a navigation elsewhere', () => {
    const choice = choose(choose(null, 'two', 'one'), 'three', 'one');
    expect(settle(choice, 'four')).toBeNull();
  });

  it('starts afresh when the URL has moved on since the last choice', () => {
    const choice = choose(choose(null, 'two', 'one'), 'three', 'four');
    expect(choice.passing).toEqual(['four']);
  });
});
