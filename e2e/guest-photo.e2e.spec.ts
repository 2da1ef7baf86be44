// Photos from a phone's camera on the public form (issue 32): a 12-megapixel photo with its
// location in EXIF, set on the Take a photo input (which has `capture`), is made smaller in the
// browser, uploads with progress and shows as a thumbnail; the job staff see holds it at most
// 2000 px on its long side, with no EXIF. At a phone's 390 × 844 and on a desktop.
import { expect, type Page, test } from '@playwright/test';
import { cameraPhoto } from '@job-intake/backend/testing';
import sharp from 'sharp';
import { bearer, fillDemoSections, guestShot, titled } from './guest-helpers';

const FORM_LINK = '/new/demo-notice-intake';
const VERIFIED = 'Captcha solved: you can attach files and submit the form.';

async function attachPhoto(guest: Page, photo: Buffer, name: string) {
  await guest.goto(FORM_LINK);
  const form = guest.getByRole('form', { name: 'Job form' });
  await form.getByRole('textbox', { name: titled('Project Name') }).fill(name);
  await form.getByRole('textbox', { name: titled('Customer Reference #') }).fill('CAM-1');
  await fillDemoSections(form);

  const attachments = guest.getByRole('group', { name: 'Attachments' });
  const camera = attachments.getByLabel('Take a photo');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(attachments.getByRole('button', { name: 'Take a photo' })).toBeVisible();
  await expect(attachments.getByRole('button', { name: 'Choose files' })).toBeVisible();
  await camera.setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Picked before the captcha: made smaller and kept, it waits for the captcha's grant.
  await expect(attachments.getByText('Waiting for the captcha')).toBeVisible({ timeout: 20_000 });
  await expect(attachments.getByRole('img', { name: 'Thumbnail of IMG_0042.jpg' })).toBeVisible();

  // The upload's progress bar may show only briefly on a local server: every value it shows is kept.
  await guest.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]')))
        seen.push(bar.getAttribute('aria-valuenow') ?? '');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await guest.getByTestId('altcha-widget').getByText("I'm not a robot").click();
  await expect(guest.getByText(VERIFIED)).toBeVisible({ timeout: 20_000 });
  await expect(attachments.getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(attachments.getByText('IMG_0042.jpg')).toBeVisible();
  const progressSeen = await guest.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(progressSeen.length).toBeGreaterThan(0);
  const thumbnail = attachments.getByRole('img', { name: 'Thumbnail of IMG_0042.jpg' });
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2000);
  return form;
}

for (const viewport of [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a desktop', size: { width: 1280, height: 900 } },
]) {
  test(`on ${viewport.name}, a camera photo arrives at most 2000 px and without EXIF`, async ({
    browser,
    request,
  }) => {
    const photo = await cameraPhoto();
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.exif !== undefined]).toEqual([4000, 3000, true]);

    const context = await browser.newContext({ viewport: viewport.size });
    const guest = await context.newPage();
    const name = `E2E Photo ${viewport.size.width} ${Date.now()}`;
    const sent: number[] = [];
    guest.on('request', (sentRequest) => {
      if (sentRequest.url().endsWith('/attachments') && sentRequest.method() === 'POST')
        sent.push(sentRequest.postDataBuffer()?.length ?? 0);
    });
    const form = await attachPhoto(guest, photo, name);
    // What left the phone is the compressed photo, not the 12-megapixel original.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(photo.length / 2);
    await guestShot(guest, `guest-photo-${viewport.size.width}`);

    const created = guest.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/new') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit Form' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { uuid } = (await response.json()) as { uuid: string };
    await context.close();

    const headers = await bearer(request, 'reviewer');
    const job = await request.get(`/api/v1/jobs/${uuid}`, { headers });
    expect(job.status()).toBe(200);
    const { attachments } = (await job.json()) as {
      attachments: { file_name: string; location: string; mime_type: string }[];
    };
    expect(attachments.map((file) => [file.file_name, file.mime_type])).toEqual([
      ['IMG_0042.jpg', 'image/jpeg'],
    ]);
    const stored = await request.get(`/uploads/${attachments[0]!.location}`, { headers });
    expect(stored.status()).toBe(200);
    const after = await sharp(await stored.body()).metadata();
    expect(Math.max(after.width, after.height)).toBeLessThanOrEqual(2000);
    expect([after.width, after.height]).toEqual([2000, 1500]);
    expect(after.exif).toBeUndefined();
  });
}
