import { nestsDeeperThan } from './json-depth';

const bytes = (text: string) => Buffer.from(text);

describe('nestsDeeperThan', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(bytes('[[[1]]]'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('[[[[1]]]]'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('{"a":{"b":{"c":{}}}}'), 3)).toBe(true);
  });

  it('counts depth, not the number of siblings', () => {
    expect(nestsDeeperThan(bytes(`[${'[1],'.repeat(1000)}[1]]`), 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ a: '[[[[[{{{{' })), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify({ a: 'say \\"[[[[[" ok' })), 1)).toBe(false);
  });

  it('refuses 100,000 nested arrays', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(nestsDeeperThan(bytes(deep), 32)).toBe(true);
  });
});
