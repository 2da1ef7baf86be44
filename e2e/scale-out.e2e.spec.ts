// Issue 18's drill in the suite: two app processes on one PostgreSQL, the lease holder killed with
// SIGKILL mid-load (scripts/src/scale-out). The drill prints its figures and checks; any failed
// check makes it exit non-zero.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { ROOT } from './paths';

test('two instances behave as one, also when the lease holder is killed', () => {
  test.setTimeout(480_000);
  const drill = spawnSync(
    process.execPath,
    ['-r', '@swc-node/register', 'scripts/src/scale-out/cli.ts', '--rounds', '12'],
    {
      cwd: ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: 'scripts/tsconfig.json' },
      encoding: 'utf8',
      timeout: 450_000,
    },
  );
  const output = `${drill.stdout}${drill.stderr}`;
  console.log(output.slice(output.indexOf('Scale-out drill')));
  // The failed checks with their details (or the crash's last lines) make the error's first lines.
  expect(failedChecks(output)).toEqual([]);
  expect(drill.status, output.split('\n').slice(-15).join('\n')).toBe(0);
});

function failedChecks(output: string): string[] {
  const lines = output.split('\n');
  return lines.flatMap((line, at) =>
    line.startsWith('FAIL') ? [`${line.trim()}: ${lines[at + 1]?.trim() ?? ''}`] : [],
  );
}
