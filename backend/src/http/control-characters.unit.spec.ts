import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('names the path of the first string holding a control character', () => {
    expect(findControlCharacter({ email: 'a\u0000b' })).toBe('email');
    expect(findControlCharacter({ answers: [{}, {}, {}, { value: 'x\u0007' }] })).toBe(
      'answers.3.value',
    );
    expect(findControlCharacter('x\u007f', 'id')).toBe('id');
  });

  it('allows tab, line feed, carriage return and ordinary text', () => {
    expect(findControlCharacter({ note: 'line 1\r\n\tline 2 — ünïcödé ✓', n: 1 })).toBeUndefined();
  });

  it('checks object keys, which end up in jsonb', () => {
    expect(findControlCharacter({ answers: { 'a\u0000': 'x' } })).toBe('answers.a\u0000');
  });
});
