/** PromQL words that are not metric names: aggregations' clauses, set operators, modifiers. */
const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression reads: every identifier that is not a function (followed
 * by a parenthesis), a keyword, a label (inside braces or a by/without/on/ignoring list), a
 * string, a range or a number. Grafana's `label_values(metric, label)` reads its metric only.
 */
export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/label_values\((.*),\s*\w+\s*\)/g, '$1')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\{?\w+\}?/g, ' ');
  const names = [...bare.matchAll(/(?<![\w.])([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)]
    .filter(([, name = '', call]) => !call && !KEYWORDS.has(name.toLowerCase()))
    .map(([, name = '']) => name);
  return [...new Set(names)];
}
