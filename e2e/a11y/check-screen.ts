// Walks one screen of the catalogue: opens it, and at each viewport runs axe on the page and on
// each of its dialogs, opened and closed again with Escape.
import { expect, type Page } from '@playwright/test';
import { type Finding, scan, VIEWPORTS, type Viewport } from './axe-scan';
import type { Dialog, Screen } from './screens';

const OPEN_DIALOG = '.modal.show';

/** The page shows its title and has finished loading (no spinner left). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner-border:visible')).toHaveCount(0);
}

async function checkDialog(
  page: Page,
  screen: string,
  viewport: Viewport,
  dialog: Dialog,
): Promise<Finding[]> {
  await dialog.prepare?.(page);
  await dialog.opener(page).click();
  const open = page.locator(OPEN_DIALOG);
  await expect(open).toBeVisible();
  // Reduced motion turns Bootstrap's fade off; this makes sure contrast is measured at full opacity.
  await expect(open).toHaveCSS('opacity', '1');
  await expect(open.locator('.spinner-border:visible')).toHaveCount(0);
  const findings = await scan(page, `${screen} + dialog ${dialog.name}`, viewport, OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(page.locator('.modal')).toHaveCount(0);
  return findings;
}

export async function checkScreen(page: Page, screen: Screen): Promise<Finding[]> {
  const findings: Finding[] = [];
  // A page left with unsaved changes (the leave guard's check) asks the browser before unloading.
  const leave = (prompt: { accept: () => Promise<void> }) => void prompt.accept();
  page.on('dialog', leave);
  await page.goto(screen.path);
  page.off('dialog', leave);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settled(page);
    findings.push(...(await scan(page, screen.name, viewport)));
    for (const dialog of screen.dialogs ?? []) {
      findings.push(...(await checkDialog(page, screen.name, viewport, dialog)));
    }
  }
  return findings;
}
