import { RULE_PROPERTIES } from '@job-intake/contracts/job-form/rule-properties';
import fc from 'fast-check';
import { describe, it } from 'vitest';

// The very properties the contracts' jest suite runs, here against the functions as the frontend
// bundles them (contracts source through the package's import condition).
describe('currency, date and pattern rules (fast-check properties, shared with contracts)', () => {
  it.each(RULE_PROPERTIES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    fc.assert(rule.property, { numRuns: 300 });
  });
});
