// The paged lists keep a minimum height of 400 px (spec 9, "scrollable container minimum height
// 400"; issue 27, item 19): a list of one row, or none, does not collapse at 1366 × 900 nor on a
// 390 × 844 phone.
import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const MIN_HEIGHT = 400;

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a short list keeps ${MIN_HEIGHT} px at ${viewport.width} × ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin');
    for (const path of ['/forms', '/jobs/archived']) {
      await page.goto(path);
      const area = page.getByTestId('list-area');
      await expect(area).toBeVisible();
      const box = await area.boundingBox();
      expect(box?.height, path).toBeGreaterThanOrEqual(MIN_HEIGHT);
    }
  });
}
