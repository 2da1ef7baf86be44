import { neutraliseCell } from './neutralise-cell';

describe('neutraliseCell', () => {
  it.each([
    ['an equals sign', '=1+1'],
    ['a formula with a link', '=HYPERLINK("http://x","Click")'],
    ['a plus', '+1'],
    ['a minus', '-1'],
    ['an at sign', '@SUM(1)'],
    ['a tab', '\tx'],
    ['a carriage return', '\rx'],
    ['a space before an equals sign', ' =1'],
    ['spaces and a tab before a plus', '  \t+1'],
    ['a line feed before an equals sign', '\n=1'],
    ['a no-break space before an at sign', '\u00A0@SUM(1)'],
    ['an ideographic space before a minus', '\u3000-1'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus', '＋1'],
    ['a full-width minus', '－1'],
    ['a full-width at sign', '＠SUM(1)'],
  ])('puts a single quote before %s', (_, value) =>
    expect(neutraliseCell(value)).toBe(`'${value}`),
  );

  it.each([
    ['empty text', ''],
    ['plain text', 'plain'],
    ['a formula sign inside', '1+1'],
    ['an equals sign inside', 'a=b'],
    ['text already quoted', "'=1"],
    ['leading spaces before text', '  Smith'],
    ['a line feed before text', '\nx'],
    ['a number', '42'],
  ])('leaves %s as it is', (_, value) => expect(neutraliseCell(value)).toBe(value));
});
