import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../keystroke-bench';
import { audit } from '../lighthouse-bench';
import { type GuestPaths, withGuestBackend } from './guest-backend';
import { type GuestFigures, printGuestPage } from './guest-report';
import { buildProject, buildReference, type FrontendBuild } from './reference-build';
import { type UsableElement, USABLE_METHOD, type Visit, visit } from './time-to-usable';

/** The last commit before issue 32's frontend work: the guest pages as they were. */
export const DEFAULT_REFERENCE = '775b88f';

export interface GuestBenchOptions {
  /** A git ref whose frontend is built and measured beside this tree's. */
  reference: string;
  /** A frontend build to measure instead of a fresh build of this tree. */
  dist?: string;
  /** Cold loads per page and build, each with Lighthouse and a throttled visit. */
  runs: number;
}

/** A field of the job form a guest fills in: the share link's and the public form's. */
const JOB_FORM_FIELD =
  'form[aria-label="Job form"] :is(input:not([type="hidden"]), textarea, select):enabled:not([readonly])';

const GUEST_PAGES: readonly {
  name: string;
  path: (paths: GuestPaths) => string;
  usable: UsableElement;
}[] = [
  { name: '/link/{uuid}', path: (paths) => paths.link, usable: { selector: JOB_FORM_FIELD } },
  { name: '/new/{appid}', path: (paths) => paths.publicForm, usable: { selector: JOB_FORM_FIELD } },
  {
    name: '/unsubscribe/{token}',
    path: (paths) => paths.unsubscribe,
    usable: { selector: 'button:enabled', text: 'Stop reminders' },
  },
];

/**
 * This tree's frontend (or `dist`) and the reference ref's, built in a temporary worktree, served
 * in turn by one real backend: for each guest page, `runs` cold loads of each build taking turns,
 * each a Lighthouse mobile run and a visit under the same throttling that times the form usable
 * and counts the scripts and bytes loaded by then; medians beside issue 32's targets.
 */
export async function guestBench(options: GuestBenchOptions): Promise<void> {
  const builds: FrontendBuild[] = [];
  try {
    console.log(`Building the frontend of ${options.reference} in a temporary worktree…`);
    builds.push(await buildReference(options.reference));
    if (options.dist) {
      const dir = resolve(options.dist);
      builds.push({ dir, label: dir, remove: async () => undefined });
    } else {
      console.log("Building this tree's frontend…");
      builds.push(await buildProject());
    }
    await withGuestBackend(async (backend) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
      try {
        console.log(
          `\nGuest pages on ${backend.origin}: ${Object.values(backend.paths).join(', ')}\n` +
            `Time to usable: ${USABLE_METHOD}.`,
        );
        for (const page of GUEST_PAGES) {
          const path = page.path(backend.paths);
          const runs = new Map<FrontendBuild, { audits: Result[]; visits: Visit[] }>(
            builds.map((build) => [build, { audits: [], visits: [] }]),
          );
          for (let round = 0; round < options.runs; round += 1) {
            // Each build first in every other round: neither always meets a warmer machine.
            const order = round % 2 === 0 ? builds : [...builds].reverse();
            for (const build of order) {
              await backend.serve(build.dir);
              const run = runs.get(build) as { audits: Result[]; visits: Visit[] };
              run.audits.push(await audit(backend.origin, { path, signedIn: false }, undefined));
              run.visits.push(await visit(browser, backend.origin + path, page.usable, build.dir));
            }
          }
          const figures: GuestFigures[] = builds.map((build) => ({
            label: build.label,
            ...(runs.get(build) as { audits: Result[]; visits: Visit[] }),
          }));
          printGuestPage(page.name, figures.reverse(), options.runs, loadavg()[0] ?? 0);
        }
      } finally {
        await browser.close();
      }
    });
  } finally {
    for (const build of builds) await build.remove();
  }
}
