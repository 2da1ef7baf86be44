import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});
