// The failed tests of a runner's JSON result, each as its name and the first lines of its error:
// printed by run-all just before the summary, so that the tail of a long run says what failed.
import { stripVTControlCharacters } from 'node:util';

const LINES_PER_FAILURE = 12;
const MAX_FAILURES = 10;
/** Stack frames of the runner or Node, not of the test. */
const RUNNER_FRAME = /^\s*at .*(node_modules|node:internal|<anonymous>)/;

/** jest --json and vitest's json reporter: files, each with its assertions. */
export function failedJestLike(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({ name: test.fullName ?? test.title, error: test.failureMessages?.[0] });
    // A file that failed to load or crashed has no failing assertion.
    if (file.status === 'failed' && failed.length === 0)
      failures.push({ name: file.name, error: file.message || file.failureMessage });
  }
  return failures;
}

/** Playwright's json reporter: nested suites of specs, each with its tests' results. */
export function failedPlaywright(report) {
  const failures = (report.errors ?? []).map((error) => ({ name: 'outside any test', error }));
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({ name: [...path, spec.title].join(' › '), error: last?.errors?.[0] });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return failures;
}

/** The lines run-all prints for a suite's failures (none when there are none). */
export function failureLines(suite, failures) {
  const lines = failures
    .slice(0, MAX_FAILURES)
    .flatMap(({ name, error }) => [
      `  ✗ ${suite}: ${name}`,
      ...firstLines(error).map((line) => `      ${line}`),
    ]);
  if (failures.length > MAX_FAILURES)
    lines.push(`  … and ${failures.length - MAX_FAILURES} more in ${suite}`);
  return lines;
}

function firstLines(error) {
  const message = typeof error === 'string' ? error : (error?.message ?? '');
  // Colour codes make no sense in a log file.
  return stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !RUNNER_FRAME.test(line))
    .slice(0, LINES_PER_FAILURE);
}
