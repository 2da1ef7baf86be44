// What the accessibility spec's screens need, made through the API before it looks at them: a job
// of the standard user, a job in Review, a share link, an e-mail request (its unsubscribe link)
// and an invitation (its accept page), both read from the app's local e-mail catcher.
import { type APIRequestContext, expect } from '@playwright/test';
import { caughtMails } from '../caught-mail';
import { bearer, createDemoJob, shareSections } from '../guest-helpers';
import { pendingDemoJob } from '../import-helpers';

export interface A11yData {
  companyId: string;
  /** An open job of the standard user, with a note. */
  jobId: string;
  /** A complete job in Review (the reviewer's last workflow step). */
  pendingJobId: string;
  shareLinkPath: string;
  unsubscribePath: string;
  invitationPath: string;
}

/** The path of the first link matching `pattern` in the message the catcher holds for `to`. */
async function linkInMail(request: APIRequestContext, to: string, pattern: RegExp) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await caughtMails(request))
          .find((mail) => mail.to.includes(to))
          ?.text.match(pattern)?.[0];
        return !!link;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link!).pathname;
}

async function companyOfAdmin(request: APIRequestContext, auth: Record<string, string>) {
  const me = await request.get('/api/v1/auth/me', { headers: auth });
  const { memberships } = (await me.json()) as { memberships: { company: { id: string } }[] };
  return memberships[0]!.company.id;
}

async function emailRequest(request: APIRequestContext, auth: Record<string, string>, id: string) {
  const to = `a11y-request-${Date.now()}@example.com`;
  const sent = await request.post('/api/v1/email', {
    headers: auth,
    data: { id, to, subject: 'Job details', body: 'Please fill in [link_address]' },
  });
  expect(sent.status()).toBe(201);
  return linkInMail(request, to, /https?:\/\/\S+\/unsubscribe\/\S+/);
}

async function invitation(request: APIRequestContext, auth: Record<string, string>) {
  const email = `a11y-invitee-${Date.now()}@example.com`;
  const roles = (await (await request.get('/api/v1/roles', { headers: auth })).json()) as {
    id: string;
  }[];
  const invited = await request.post('/api/v1/user', {
    headers: auth,
    data: { name: 'Ivy Invitee', email, value: roles[0]!.id },
  });
  expect(invited.status()).toBe(201);
  return linkInMail(request, email, /https?:\/\/\S+\/invitation\/\S+/);
}

export async function createA11yData(request: APIRequestContext): Promise<A11yData> {
  const admin = await bearer(request, 'admin');
  const job = await createDemoJob(request, `A11y job ${Date.now()}`);
  const noted = await request.post('/api/v1/note', {
    headers: admin,
    data: { job_id: job.id, description: 'Called the customer about the contract amount.' },
  });
  expect(noted.ok()).toBe(true);
  return {
    companyId: await companyOfAdmin(request, admin),
    jobId: job.id,
    pendingJobId: await pendingDemoJob(request, `A11y review ${Date.now()}`),
    shareLinkPath: new URL(
      (await shareSections(request, job, job.sectionTitles, 'Axe', 'admin')).url,
    ).pathname,
    unsubscribePath: await emailRequest(request, admin, job.id),
    invitationPath: await invitation(request, admin),
  };
}
