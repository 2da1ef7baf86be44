// axe-core on one screen of the app, with the WCAG 2.1 A and AA rules (issue 17, decision 0028).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The two sizes every screen is checked at: a laptop, and a phone held upright. */
export const VIEWPORTS = [
  { name: '1366x900', width: 1366, height: 900 },
  { name: '390x844', width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** Impacts that fail the suite; the others are printed and justified in decision 0028. */
export const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One rule axe found broken on one screen, with the elements that break it. */
export interface Finding {
  impact: string;
  rule: string;
  help: string;
  screen: string;
  viewport: string;
  /** The elements that break it, each with axe's explanation (for contrast: colours, ratio). */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe on the page, or only inside `within` (an open dialog: the page behind it is checked
 * on its own).
 */
export async function scan(
  page: Page,
  screen: string,
  viewport: Viewport,
  within?: string,
): Promise<Finding[]> {
  // Legacy mode runs axe.run in the page (and its same-origin frames) instead of axe.runPartial
  // per frame plus axe.finishRun in a new blank tab: the same rules and results at about half the
  // time per scan (decision 0040). The app under test has no cross-origin frame, the only kind
  // legacy mode leaves out (reCAPTCHA's, which e2e does not use: it runs ALTCHA).
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    impact: violation.impact ?? 'unknown',
    rule: violation.id,
    help: violation.help,
    screen,
    viewport: viewport.name,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary ?? '',
    })),
  }));
}

export const isFailing = (finding: Finding) => FAILING_IMPACTS.includes(finding.impact);

/** One line per finding: impact | rule | screen | viewport | count | first targets. */
export function describe(finding: Finding): string {
  const targets = finding.nodes.map((node) => node.target);
  const shown = targets.slice(0, 3).join(', ');
  const more = targets.length > 3 ? ` (+${targets.length - 3} more)` : '';
  return [
    finding.impact,
    finding.rule,
    finding.screen,
    finding.viewport,
    `${targets.length}×`,
    `${shown}${more}`,
  ].join(' | ');
}
