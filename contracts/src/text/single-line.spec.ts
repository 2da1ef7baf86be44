import { isSingleLine } from './single-line';

describe('isSingleLine', () => {
  it.each([
    ['a line feed', 'Acme\nBuilders'],
    ['a carriage return and line feed', 'Acme\r\nBcc: x@example.com'],
    ['a tab', 'Acme\tBuilders'],
    ['a NUL', 'Acme\u0000'],
    ['an escape', '\u001B[31mAcme'],
    ['a DEL', 'Acme\u007F'],
    ['a C1 control (next line)', 'Acme\u0085Builders'],
    ['a line separator', 'Acme\u2028Builders'],
    ['a paragraph separator', 'Acme\u2029Builders'],
  ])('refuses %s', (_, value) => expect(isSingleLine(value)).toBe(false));

  it.each([
    ['a plain name', 'Acme Builders, Inc.'],
    ['an empty text', ''],
    ['accents and other scripts', 'Bâtiments Ōkubo 建設'],
    ['a no-break space', 'Acme\u00A0Builders'],
    ['an emoji', 'Acme 🏗️'],
  ])('accepts %s', (_, value) => expect(isSingleLine(value)).toBe(true));
});
