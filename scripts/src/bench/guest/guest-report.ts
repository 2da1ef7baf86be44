import type { Result } from 'lighthouse';
import { medianRun, METRICS, score } from '../lighthouse-bench';
import type { Visit } from './time-to-usable';

/** Issue 32's targets for each guest page. */
const TARGETS = { jsGzip: 100_000, usableMs: 3_000, score: 95 } as const;

/** One build's runs on one guest page. */
export interface GuestFigures {
  label: string;
  audits: readonly Result[];
  visits: readonly Visit[];
}

/**
 * A guest page's table: per build the median visit's figures (each the median of its runs) and
 * the median Lighthouse run (by score) with its metrics; then the targets, each build's ratio to
 * them beside.
 */
export function printGuestPage(
  page: string,
  builds: readonly GuestFigures[],
  runs: number,
  load: number,
): void {
  console.log(
    `\n${page}: median of ${runs} cold loads per build, taking turns; kB = 1,000 bytes; ` +
      `Lighthouse mobile preset (simulated throttling); load average ${load.toFixed(1)}`,
  );
  const rows: Record<string, Record<string, string>> = {};
  for (const build of builds) rows[build.label] = row(build);
  rows['target (issue 32)'] = {
    'usable s': `< ${seconds(TARGETS.usableMs)}`,
    'JS gzip kB': `≤ ${kB(TARGETS.jsGzip)}`,
    score: `≥ ${TARGETS.score}`,
  };
  console.table(rows);
  for (const { label, audits, visits } of builds) {
    const usable = visits.map((visit) => seconds(visit.usableMs)).join(', ');
    console.log(`${label}: usable ${usable} s; scores ${audits.map(score).join(', ')}`);
  }
}

function row({ audits, visits }: GuestFigures): Record<string, string> {
  const usable = median(visits.map((visit) => visit.usableMs));
  const jsGzip = median(visits.map((visit) => visit.jsGzip));
  const lighthouse = medianRun(audits);
  return {
    'usable s': seconds(usable),
    'JS gzip kB': kB(jsGzip),
    scripts: String(median(visits.map((visit) => visit.scripts))),
    'to usable kB': kB(median(visits.map((visit) => visit.transferToUsable))),
    'total kB': kB(median(visits.map((visit) => visit.transferTotal))),
    score: String(score(lighthouse)),
    ...Object.fromEntries(
      (['FCP', 'LCP', 'TBT'] as const).map((name) => [
        name,
        lighthouse.audits[METRICS[name]]?.displayValue ?? '—',
      ]),
    ),
    // Lighthouse's measure of the host's speed: a busy host makes every task, and so TBT, longer.
    'host index': String(Math.round(lighthouse.environment.benchmarkIndex)),
    'JS / target': `${(jsGzip / TARGETS.jsGzip).toFixed(2)}×`,
    'usable / target': `${(usable / TARGETS.usableMs).toFixed(2)}×`,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
