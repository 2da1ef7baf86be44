// The e-mail request journey (issue 13): a company admin writes a template on the company page,
// composes a job's request from it and sends it; the message reaches the app's local catcher
// (GET /api/v1/dev/mail, read as the super admin) with the merge fields filled, its link opens the guest form, which the
// guest submits; History and the e-mail history show it sent, and the unsubscribe link in the
// same message stops the request's reminders. Reminder runs with a moved clock and a refusing
// SMTP server are API tests (remind-emails.int.spec.ts, notifications/email-requests.int.spec.ts).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type CaughtMail, caughtMails } from './caught-mail';
import { bearer, createDemoJob, guestShot, titled, visit } from './guest-helpers';
import { DEMO_USERS, signIn } from './sign-in';

const TEMPLATE = {
  title: `E2E request ${Date.now()}`,
  subject: '[company_name] | [job_name] details',
  body: 'Hello,\nplease fill in job [job_number] at [link_address]\nThanks, [user_name] <[user_email]>',
};
const RECIPIENT = `customer-${Date.now()}@example.com`;
const SHARED = 'Amounts and dates';

/** The message the catcher holds for the recipient, once it is there. */
async function caughtMail(request: APIRequestContext): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = await caughtMails(request);
        found = messages.find((message) => message.to.includes(RECIPIENT));
        return !!found;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The company's config_settings.send_reminders, as the company page's settings save it. */
async function sendReminders(request: APIRequestContext, id: string, on: boolean) {
  const saved = await request.patch(`/api/v1/company/${id}`, {
    headers: await bearer(request, 'admin'),
    data: { config_settings: { send_reminders: on } },
  });
  expect(saved.status()).toBe(200);
}

let companyId = '';
test.afterEach(async ({ request }) => {
  if (companyId) await sendReminders(request, companyId, false);
});

const pathOf = (text: string, pattern: RegExp) => new URL(text.match(pattern)?.[0] ?? '').pathname;

test('staff e-mail a request from a template; the guest follows the link and submits', async ({
  page,
  browser,
  request,
}) => {
  const jobName = `E2E Email ${Date.now()}`;
  const job = await createDemoJob(request, jobName);
  const me = await request.get('/api/v1/auth/me', { headers: await bearer(request, 'admin') });
  companyId = ((await me.json()) as { memberships: { company: { id: string } }[] }).memberships[0]!
    .company.id;
  const emails = page.getByRole('region', { name: 'Emails' });
  // Reminders on for the company (off by default), so the request is sent with them on.
  await sendReminders(request, companyId, true);

  await test.step('the admin adds a template on the Email Templates tab, with its preview', async () => {
    await signIn(page, 'admin');
    await page.goto(`/company/${companyId}?tab=email-templates`);
    await page.getByRole('button', { name: 'Add Template' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Email Template' });
    await editor.getByLabel(/Title/).fill(TEMPLATE.title);
    await editor.getByLabel(/Subject/).fill(TEMPLATE.subject);
    await editor.getByLabel(/Body/).fill(TEMPLATE.body);
    await expect(editor.getByTestId('preview-subject')).toHaveText(
      'Demo Construction Co. | Riverside Mall Renovation details',
    );
    await expect(editor.getByTestId('preview-body')).toContainText('Thanks, Alice Admin <');
    await guestShot(page, 'email-template-preview');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveCount(0);
    await expect(page.getByRole('cell', { name: TEMPLATE.title, exact: true })).toBeVisible();
  });

  await test.step('Compose from the template on the Share tab and send', async () => {
    await page.goto(`/job/${job.id}`);
    await page.getByRole('tab', { name: 'Share' }).click();
    await emails.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compose Email' });
    await expect(dialog.getByTestId('compose-mode')).toHaveText('New');
    await dialog.getByRole('combobox', { name: 'Template' }).selectOption(TEMPLATE.title);
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(TEMPLATE.subject);
    await dialog.getByRole('textbox', { name: 'To' }).fill(RECIPIENT);
    await expect(dialog.getByTestId('compose-mode')).toHaveText('Draft');
    const sections = dialog.getByRole('group', { name: 'Sections to share' });
    for (const box of await sections.getByRole('checkbox').all()) await box.uncheck();
    await sections.getByRole('checkbox', { name: SHARED }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Send reminders' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(`Email sent to ${RECIPIENT}.`)).toBeVisible();
    await expect(dialog.getByTestId('compose-mode')).toHaveText('Sent');
    await expect(dialog.getByRole('button', { name: 'Sent' })).toBeDisabled();
    await guestShot(page, 'email-compose-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  const mail = await test.step('the message arrives with the merge fields filled', async () => {
    const caught = await caughtMail(request);
    expect(caught.subject).toBe(`Demo Construction Co. | ${jobName} details`);
    expect(caught.text).toContain(`Thanks, ${DEMO_USERS.admin.name} <${DEMO_USERS.admin.email}>`);
    expect(caught.text).not.toMatch(/\[(job_number|link_address|user_name)\]/);
    return caught;
  });

  await test.step('the guest follows the link and submits the shared section', async () => {
    await visit(
      browser,
      pathOf(mail.text, /https?:\/\/\S+\/link\/[0-9a-f-]{36}/),
      async (guest) => {
        const form = guest.getByRole('form', { name: 'Job form' });
        await expect(form.getByRole('region', { name: SHARED, exact: true })).toBeVisible();
        const amount = form.getByRole('textbox', { name: titled('Total Contract Amount') });
        await amount.fill('12500');
        await amount.blur();
        const first = form.getByRole('textbox', { name: titled('First Furnishing Date') });
        await first.fill('3/2/2025');
        await first.blur();
        await form.getByRole('button', { name: 'Submit Form' }).click();
        await expect(guest.getByText('Form Submission is complete!')).toBeVisible();
      },
    );
  });

  await test.step('the e-mail history shows it Sent with the subject as sent, History email_sent', async () => {
    const row = emails.getByRole('row', { name: new RegExp(`details to ${RECIPIENT}`) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(
      `Demo Construction Co. | ${jobName} details`,
    );
    await expect(row).toContainText('Sent');
    await guestShot(page, 'email-history-sent');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('cell', { name: 'Email Sent', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Email User', exact: true })).toBeVisible();
  });

  await test.step('the unsubscribe link in the message stops the reminders', async () => {
    await visit(browser, pathOf(mail.text, /https?:\/\/\S+\/unsubscribe\/\S+/), async (guest) => {
      await guest.getByRole('button', { name: 'Stop reminders' }).click();
      await expect(
        guest.getByText(`You will get no more reminders about ${jobName}.`),
      ).toBeVisible();
    });
    await page.getByRole('tab', { name: 'Share' }).click();
    const row = emails.getByRole('row', { name: new RegExp(`details to ${RECIPIENT}`) });
    await expect(row.getByRole('checkbox', { name: /Reminders/ })).not.toBeChecked();
  });
});
