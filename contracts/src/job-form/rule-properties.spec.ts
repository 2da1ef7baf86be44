import fc from 'fast-check';
import { RULE_PROPERTIES } from './rule-properties';

describe('currency, date and pattern rules (fast-check properties, shared with the frontend)', () => {
  it.each(RULE_PROPERTIES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    fc.assert(rule.property, { numRuns: 300 });
  });
});
