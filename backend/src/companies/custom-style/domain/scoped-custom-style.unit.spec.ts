import { scopeCustomStyle } from './scoped-custom-style';

const scoped = (css: string) => scopeCustomStyle(css, 'company-style');

describe("a company's custom style, scoped to its job forms", () => {
  it('puts every selector under the form, the document root becoming the form itself', () => {
    const { css, problems } = scoped(
      '.card, h2 > small { border: 0; }\nbody { color: #123; }\n:root .btn:hover { color: red; }',
    );
    expect(problems).toEqual([]);
    expect(css).toBe(
      '.company-style .card, .company-style h2 > small { border: 0; }\n' +
        '.company-style { color: #123; }\n.company-style .btn:hover { color: red; }',
    );
  });

  it('scopes the rules inside @media, @supports and @container, and leaves nested rules to their parent', () => {
    const { css, problems } = scoped(
      '@media print { .card { break-inside: avoid; } }\n.card { & .title { font-weight: 700; } }',
    );
    expect(problems).toEqual([]);
    expect(css).toBe(
      '@media print { .company-style .card { break-inside: avoid; } }\n' +
        '.company-style .card { & .title { font-weight: 700; } }',
    );
  });

  it.each([
    [
      '@import url(https://evil.example/x.css);\n.a { color: red; }',
      '@import is not allowed (line 1)',
    ],
    [
      '@font-face { font-family: system-ui; src: url(https://evil.example/f.woff); }',
      '@font-face is not allowed (line 1)',
    ],
    ['@keyframes spinner-border { to { opacity: 0; } }', '@keyframes is not allowed (line 1)'],
    [
      '.a { background: url(https://evil.example/pixel.png); }',
      '"background" may not load files (url(), image-set()) (line 1)',
    ],
    [
      '.a { width: expression(alert(1)); }',
      '"width" may not load files (url(), image-set()) (line 1)',
    ],
    ['.a { behavior: url(x.htc); }', '"behavior" is not allowed (line 1)'],
    [
      '.a { position: fixed; inset: 0; }',
      '"position: fixed" is not allowed: it would lay the form over the page (line 1)',
    ],
    ['~ nav { display: none; }', 'the selector "~ nav" reaches outside the form (line 1)'],
  ])('refuses and removes %s', (source, problem) => {
    const { css, problems } = scoped(source);
    expect(problems).toEqual([problem]);
    expect(css).not.toMatch(/evil|expression|behavior|fixed|@font-face|@keyframes|~ nav/);
  });

  it('keeps what is allowed beside what it removes, and drops comments', () => {
    const { css } = scoped('/* brand */ .a { color: red; background: url(//x/y.png); }');
    expect(css.trim()).toBe('.company-style .a { color: red; }');
  });

  it('says where CSS that does not parse goes wrong, and serves nothing of it', () => {
    expect(scoped('.a { color: red;\n.b {')).toEqual({
      css: '',
      problems: ['it is not valid CSS: Unclosed block (line 2)'],
    });
  });
});
