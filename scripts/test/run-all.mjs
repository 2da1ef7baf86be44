#!/usr/bin/env node
// The repository's test command (`npm test`): builds contracts, runs every suite with its own
// runner (jest for contracts and backend, vitest for the frontend, Playwright for e2e), streams
// each runner's output, reads each runner's JSON result and closes with one line
// `N passed, N failed[, N skipped]`. Exit code 0 only when every selected step succeeded.
//
// The backend's suite, then e2e, run beside the app's build followed by the frontend's suite (see
// LANES below and decision 0040).
//
//   npm test                        everything
//   npm test -- --no-e2e            skip the Playwright suite (and its build)
//   npm test -- --only=backend      one suite: contracts | backend | frontend | e2e (comma list ok)
//   npm test -- --no-build          e2e uses the existing dist folders (built only when missing)
//
// A step that crashes, exits non-zero without a failing test, or leaves no result file counts as
// one failure, so the closing line never reads "0 failed" for a broken run.
// Plain Node ESM with no dependencies: it has to run before anything is built.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedJestLike, failedPlaywright, failureLines } from './failed-tests.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RESULTS = join(ROOT, 'test-results');
const SUITES = ['contracts', 'backend', 'frontend', 'e2e'];
const STARTED = Date.now();
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MINUTES ?? 30) * 60_000;

const options = parseArgs(process.argv.slice(2));
const selected = new Set(options.only ?? SUITES.filter((s) => s !== 'e2e' || options.e2e));

/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note?: string }[]} */
const outcomes = [];
const running = new Set(); // the running children, for signal forwarding
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (running.size) for (const child of running) killGroup(child, 'SIGTERM');
    else process.exit(130);
  });
}

mkdirSync(RESULTS, { recursive: true });

await step('build contracts', {
  cmd: 'npx',
  args: ['--no', '--', 'tsc', '-b', 'contracts'],
  cwd: ROOT,
});

// Two lanes at once: the backend's integration tests spend much of their time waiting on
// PostgreSQL and on leases, and the frontend suite is CPU work that fills that wait.
// Lane B builds the app first, so e2e can follow the backend in lane A at once: it overlaps only
// the frontend suite's last minutes, while e2e runs its accessibility scans, whose budgets are
// 240 s against 40-80 s alone (decision 0040).
// The first lane streams its output; the second holds its output back and prints it at its end.
let appBuilt;
const built = new Promise((resolveBuilt) => (appBuilt = resolveBuilt));
const LANES = [
  {
    suites: ['contracts', 'backend', 'e2e'],
    async run(lane) {
      if (selected.has('contracts')) await jestSuite('contracts', lane);
      if (selected.has('backend')) await jestSuite('backend', lane, ['--maxWorkers=2']);
      if (selected.has('e2e')) await e2eSuite(await built, lane);
    },
  },
  {
    suites: ['frontend', 'e2e'],
    async run(lane) {
      appBuilt(selected.has('e2e') && options.build ? await buildApp(lane) : true);
      if (selected.has('frontend')) await vitestSuite(lane);
    },
  },
].filter((lane) => lane.suites.some((name) => selected.has(name)));

await Promise.all(
  LANES.map(async ({ run }, index) => {
    const lane = index === 0 ? undefined : { held: [] };
    await run(lane);
    for (const chunk of lane?.held ?? []) process.stdout.write(chunk);
  }),
);

finish();

// ---------------------------------------------------------------------------------------------

async function jestSuite(workspace, lane, extra = []) {
  const out = resultFile(workspace);
  await suite(workspace, {
    lane,
    cmd: 'npx',
    args: [
      '--no',
      '--',
      'jest',
      '--ci',
      '--passWithNoTests',
      ...extra,
      '--json',
      `--outputFile=${out}`,
    ],
    cwd: join(ROOT, workspace),
    out,
    count: countJestLike,
    failures: failedJestLike,
  });
}

async function vitestSuite(lane) {
  const out = resultFile('frontend');
  await suite('frontend', {
    lane,
    cmd: 'npx',
    args: [
      '--no',
      '--',
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    cwd: join(ROOT, 'frontend'),
    out,
    count: countJestLike,
    failures: failedJestLike,
  });
}

/** Always test the current source: a stale dist would make e2e test yesterday's app. */
function buildApp(lane) {
  return step('build app', { cmd: 'npm', args: ['run', 'build'], cwd: ROOT, lane });
}

async function e2eSuite(built, lane) {
  if (!built) {
    record({
      name: 'e2e',
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: 0,
      note: 'not run: the build failed',
    });
    return;
  }
  const out = resultFile('e2e');
  await suite('e2e', {
    lane,
    cmd: 'npx',
    args: [
      '--no',
      '--',
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    cwd: ROOT,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    out,
    count: countPlaywright,
    failures: failedPlaywright,
  });
}

/** Runs a build step; a failure is recorded as one failed test. Returns true on success. */
async function step(name, spec) {
  if (interrupted) return false;
  banner(name, spec.lane);
  const started = Date.now();
  const { code, signal, timedOut } = await run(spec);
  const seconds = (Date.now() - started) / 1000;
  if (code === 0) return true;
  record({
    name,
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds,
    note: exitNote(code, signal, timedOut),
  });
  return false;
}

/** Runs a test suite and reads its JSON result. */
async function suite(name, spec) {
  if (interrupted) return;
  banner(name, spec.lane);
  rmSync(spec.out, { force: true });
  const started = Date.now();
  const { code, signal, timedOut } = await run(spec);
  const seconds = (Date.now() - started) / 1000;

  let counts;
  let failures;
  try {
    const report = JSON.parse(readFileSync(spec.out, 'utf8'));
    counts = spec.count(report);
    failures = spec.failures(report);
  } catch (error) {
    const why = existsSync(spec.out)
      ? `unreadable result file (${error.message})`
      : 'no result file';
    record({
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `${why}; ${exitNote(code, signal, timedOut)}`,
    });
    return;
  }
  const outcome = { name, ...counts, seconds, failures };
  if (code !== 0 && outcome.failed === 0) {
    // The runner failed for a reason its report does not count (a crash in global setup or
    // teardown, a timeout, open handles, ...): never let that pass as green.
    outcome.failed = 1;
    outcome.note = exitNote(code, signal, timedOut);
  }
  record(outcome);
}

/** jest --json and vitest's json reporter share this shape. */
function countJestLike(report) {
  const results = Array.isArray(report.testResults) ? report.testResults : [];
  // A file that failed to load or crashed has no failing assertion but is a failure.
  const brokenFiles = results.filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests) + brokenFiles,
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
  };
}

/** Playwright's json reporter. */
function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: num(stats.expected) + num(stats.flaky),
    // Errors outside any test (global setup, worker teardown, global timeout) are failures too.
    failed: num(stats.unexpected) + (Array.isArray(report.errors) ? report.errors.length : 0),
    skipped: num(stats.skipped),
  };
}

function finish() {
  const total = outcomes.reduce(
    (sum, o) => ({
      passed: sum.passed + o.passed,
      failed: sum.failed + o.failed,
      skipped: sum.skipped + o.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const failures = outcomes.flatMap((o) => failureLines(o.name, o.failures ?? []));
  if (failures.length) process.stdout.write(`\n=== Failed tests ===\n${failures.join('\n')}\n`);
  process.stdout.write(`\n=== Test summary (${when()}) ===\n`);
  for (const o of outcomes) {
    const counts = `passed ${o.passed}  failed ${o.failed}  skipped ${o.skipped}`;
    const note = o.note ? `  -- ${o.note}` : '';
    process.stdout.write(
      `  ${o.failed ? 'FAIL' : 'ok  '}  ${o.name.padEnd(16)} ${counts.padEnd(36)} ${o.seconds.toFixed(1).padStart(6)} s${note}\n`,
    );
  }
  if (interrupted) process.stdout.write('  (interrupted)\n');
  const failed = total.failed + (interrupted && total.failed === 0 ? 1 : 0);
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  // The closing line: nothing may be printed after it.
  process.stdout.write(`${total.passed} passed, ${failed} failed${skipped}\n`);
  process.exitCode = failed > 0 ? 1 : 0;
}

function record(outcome) {
  outcomes.push(outcome);
}

/** Runs a child; a lane's output is held back (stdout and stderr in order) until the lane ends. */
function run({ cmd, args, cwd, env, lane }) {
  if (interrupted) return Promise.resolve({ code: 130, signal: null, timedOut: false });
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', lane ? 'pipe' : 'inherit', lane ? 'pipe' : 'inherit'],
      // Own process group, so a timeout or Ctrl-C also ends grandchildren (jest workers,
      // the app under test, embedded PostgreSQL).
      detached: true,
    });
    if (lane) {
      child.stdout.on('data', (chunk) => lane.held.push(chunk));
      child.stderr.on('data', (chunk) => lane.held.push(chunk));
    }
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(
        `\n[run-all] ${cmd} ${args.join(' ')} exceeded ${STEP_TIMEOUT_MS / 60_000} min; stopping it\n`,
      );
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 15_000).unref();
    }, STEP_TIMEOUT_MS);
    child.on('error', (error) => {
      process.stderr.write(`[run-all] could not start ${cmd}: ${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolvePromise({ code: code ?? (signal ? 128 : 1), signal, timedOut });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function exitNote(code, signal, timedOut) {
  if (timedOut) return 'timed out';
  if (signal) return `killed by ${signal}`;
  return `exit code ${code}`;
}

function banner(name, lane) {
  const text = `\n=== ${name} (${when()}) ===\n`;
  if (lane) lane.held.push(text);
  else process.stdout.write(text);
}

/** When a step starts, for reading the lanes' timeline and the machine's load from the log. */
function when() {
  const seconds = Math.round((Date.now() - STARTED) / 1000);
  return `at ${seconds} s, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;
}

function resultFile(name) {
  return join(RESULTS, `${name}.json`);
}

function num(value) {
  return Number.isFinite(value) ? value : 0;
}

function parseArgs(argv) {
  const parsed = { e2e: true, build: true, only: undefined };
  for (const arg of argv) {
    if (arg === '--no-e2e') parsed.e2e = false;
    else if (arg === '--no-build') parsed.build = false;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean);
      const unknown = names.filter((n) => !SUITES.includes(n));
      if (names.length === 0 || unknown.length)
        usage(`unknown suite "${unknown.join(',') || arg}"`);
      parsed.only = names;
    } else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown option "${arg}"`);
  }
  if (parsed.only && !parsed.e2e) parsed.only = parsed.only.filter((n) => n !== 'e2e');
  return parsed;
}

function usage(error) {
  const text = [
    'usage: npm test [-- --no-e2e] [-- --only=contracts|backend|frontend|e2e] [-- --no-build]',
    '  --no-e2e       skip the Playwright end-to-end suite',
    '  --only=NAMES   run only these suites (comma-separated)',
    '  --no-build     e2e runs the existing build (still built when dist is missing)',
  ].join('\n');
  if (error) {
    process.stderr.write(`run-all: ${error}\n${text}\n`);
    process.exit(2);
  }
  process.stdout.write(`${text}\n`);
  process.exit(0);
}
