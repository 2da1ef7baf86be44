import { describe, expect, it } from 'vitest';
import { parseRecipients } from './recipients';

describe('parseRecipients', () => {
  it('trims each comma-separated address', () => {
    expect(parseRecipients(' ann@example.com ,bob@example.org')).toEqual([
      'ann@example.com',
      'bob@example.org',
    ]);
  });

  it.each([
    ['an address without a top-level domain', 'ann@example'],
    ['an empty entry between commas', 'ann@example.com,,bob@example.org'],
    ['a trailing comma', 'ann@example.com,'],
    ['two addresses without a comma', 'ann@example.com bob@example.org'],
    ['nothing', '  '],
  ])('refuses %s', (_case, to) => {
    expect(parseRecipients(to)).toBeNull();
  });
});
