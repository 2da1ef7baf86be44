// Shared by the specs that drive demo jobs through the API: the guest journeys (share link,
// public new-job form) and the live job page.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USERS, type DemoUser } from './sign-in';

export const DEMO_FORM_ID = '00000000-0000-4000-8000-00000000f001';

/** A field's accessible name: its title, then its 'Required' badge or 'Required field filled' check. */
export const titled = (title: string) =>
  new RegExp(`^${title.replace(/[?()]/g, '\\$&')}\\s*(Required.*)?$`);

export async function bearer(
  request: APIRequestContext,
  who: DemoUser,
): Promise<Record<string, string>> {
  const { email, password } = DEMO_USERS[who];
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

interface Titled {
  id: string;
  title: string;
}

interface FormOfJob {
  form: { sections: (Titled & { fields: Titled[] })[] };
}

/** A job and the ids of its form's sections and fields, by title. */
export interface JobFields {
  id: string;
  /** The titles of its form's sections, in order. */
  sectionTitles: string[];
  section: (title: string) => string;
  field: (title: string) => string;
}

function idByTitle(kind: string, items: Titled[]): (title: string) => string {
  return (title) => {
    const found = items.find((item) => item.title === title);
    if (!found) throw new Error(`The demo form has no ${kind} '${title}'`);
    return found.id;
  };
}

/** A new job on the demo form, created by the demo standard user. */
export async function createDemoJob(request: APIRequestContext, name: string): Promise<JobFields> {
  const auth = await bearer(request, 'standard');
  const created = await request.post('/api/v1/job', {
    headers: auth,
    data: { name, form_id: DEMO_FORM_ID },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const job = (await (
    await request.get(`/api/v1/job/${id}`, { headers: auth })
  ).json()) as FormOfJob;
  const { sections } = job.form;
  return {
    id,
    sectionTitles: sections.map((section) => section.title),
    section: idByTitle('section', sections),
    field: idByTitle(
      'field',
      sections.flatMap((section) => section.fields),
    ),
  };
}

/** A share link to these sections of the job (by title), as staff's Generate Link makes it. */
export async function shareSections(
  request: APIRequestContext,
  job: JobFields,
  sections: readonly string[],
  shareNote: string,
  who: DemoUser = 'standard',
): Promise<{ url: string; uuid: string }> {
  const created = await request.post('/api/v1/job/history', {
    headers: await bearer(request, who),
    data: { job_id: job.id, sections: sections.map(job.section), shareNote },
  });
  expect(created.status()).toBe(201);
  const { url, uuid } = (await created.json()) as { url: string; uuid: string };
  return { url, uuid };
}

/** A guest's visit in a browser context of its own: no session, no cookies. */
export async function visit<T>(browser: Browser, url: string, act: (guest: Page) => Promise<T>) {
  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(url);
    return await act(guest);
  } finally {
    await context.close();
  }
}

/** Marks the loaded document, so that a reload (which would clear the mark) is caught. */
export const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { liveUpdatesMark: true }));
export const stillMarked = (page: Page) =>
  page.evaluate(() => (window as { liveUpdatesMark?: boolean }).liveUpdatesMark === true);

/** Screenshots of the journeys, only when E2E_SHOTS_DIR names a folder for them. */
export async function guestShot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(folder, `e2e-${name}.png`), fullPage: true });
}

/** Answers every required field of the demo form's sections on /new (Project Name aside). */
export async function fillDemoSections(form: Locator): Promise<void> {
  await form
    .getByRole('textbox', { name: titled('Project Description') })
    .fill('Parking deck repairs');
  await form
    .getByRole('radiogroup', { name: titled('Type of Project') })
    .getByRole('radio', { name: 'Commercial' })
    .check();
  await form
    .getByRole('radiogroup', { name: titled('Who Hired You?') })
    .getByRole('radio', { name: 'Owner', exact: true })
    .check();
  const site = form.getByRole('group', { name: titled('Job Site Address') });
  await site.getByLabel('Address', { exact: true }).fill('1 Garage Way');
  await site.getByLabel('City', { exact: true }).fill('Akron');
  await site.getByLabel('State', { exact: true }).selectOption({ label: 'Ohio' });
  await site.getByLabel('Zip', { exact: true }).fill('44308');
  const customer = form
    .getByRole('region', { name: 'Customer', exact: true })
    .getByRole('group', { name: titled('Customer') });
  await customer.getByLabel('Company', { exact: true }).fill('Deck Owners LLC');
  await customer.getByLabel('Address', { exact: true }).fill('9 Main St');
  await customer.getByLabel('City', { exact: true }).fill('Akron');
  await customer.getByLabel('State', { exact: true }).selectOption({ label: 'Ohio' });
  await customer.getByLabel('Zip', { exact: true }).fill('44308');
  const amount = form.getByRole('textbox', { name: titled('Total Contract Amount') });
  await amount.fill('45000');
  await amount.blur();
  const first = form.getByRole('textbox', { name: titled('First Furnishing Date') });
  await first.fill('4/1/2025');
  await first.blur();
  await expect(form.getByTestId('remaining')).toHaveText('0 required field(s) remaining');
}
