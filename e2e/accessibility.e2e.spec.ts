// WCAG 2.1 AA on every screen (issue 17, decision 0028): axe-core with the WCAG 2.1 A and AA rules
// on every route for each kind of visitor that can reach it, on the main dialogs opened, at
// 1366 × 900 and 390 × 844. A serious or critical violation fails the visitor's test; moderate and
// minor ones are printed (rule, screen, viewport, count), and all of them are written to
// test-results/axe/<visitor>.json.
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type A11yData, createA11yData } from './a11y/a11y-data';
import { describe, type Finding, isFailing, VIEWPORTS } from './a11y/axe-scan';
import { checkScreen } from './a11y/check-screen';
import { screensOf, type Visitor } from './a11y/screens';
import { BASE_URL_ENV, RESULTS } from './paths';
import { signIn } from './sign-in';

const VISITORS: readonly Visitor[] = ['signed out', 'standard', 'reviewer', 'admin', 'super'];

// A trace would record axe's script and a DOM snapshot for each of the hundred scans: slow and
// large, and the findings written below say more about a failure.
test.use({ trace: 'off' });

let data: A11yData;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env[BASE_URL_ENV] });
  try {
    data = await createA11yData(request);
  } finally {
    await request.dispose();
  }
});

function report(visitor: Visitor, findings: Finding[]): void {
  const folder = join(RESULTS, 'axe');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${visitor}.json`), JSON.stringify(findings, null, 2));
  const printed = findings.filter((finding) => !isFailing(finding));
  console.log(
    `axe, ${visitor} visitor: ${findings.length - printed.length} serious or critical, ` +
      `${printed.length} moderate or minor` +
      printed.map((finding) => `\n  ${describe(finding)}`).join(''),
  );
}

for (const visitor of VISITORS) {
  test(`axe finds no serious or critical violation on any screen the ${visitor} visitor sees`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const [desktop] = VIEWPORTS;
    const context = await browser.newContext({
      viewport: { width: desktop.width, height: desktop.height },
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      if (visitor !== 'signed out') await signIn(page, visitor);
      const findings: Finding[] = [];
      for (const screen of screensOf(data)[visitor]) {
        findings.push(...(await test.step(screen.name, () => checkScreen(page, screen))));
      }
      report(visitor, findings);
      expect(findings.filter(isFailing).map(describe), 'serious or critical violations').toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  });
}
