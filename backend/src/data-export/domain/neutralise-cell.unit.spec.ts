import { neutraliseCell } from './neutralise-cell';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])(
    'prefixes %j with a single quote',
    (value) => expect(neutraliseCell(value)).toBe(`'${value}`),
  );

  it.each(['', 'plain', '1+1', ' =1', "'=1", 'a=b', '\n=1'])('leaves %j as it is', (value) =>
    expect(neutraliseCell(value)).toBe(value),
  );
});
