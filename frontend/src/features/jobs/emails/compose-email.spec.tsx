import {
  DEFAULT_EMAIL_BODY,
  DEFAULT_EMAIL_SUBJECT,
} from '@job-intake/contracts/identity/company-api';
import { INVALID_RECIPIENTS_MESSAGE } from '@job-intake/contracts/emails/emails-api';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { seedEmailTemplate } from '../../../testing/email-templates-handlers';
import { emailRequests, setEmailSettings } from '../../../testing/emails-handlers';
import { server } from '../../../testing/server';
import { openShareTab, seedShareableJob } from '../../../testing/share-link-screen';

async function openCompose() {
  const job = seedShareableJob();
  const view = await openShareTab(job.id);
  const emails = await screen.findByRole('region', { name: 'Emails' });
  await view.user.click(within(emails).getByRole('button', { name: 'Compose' }));
  // The form's dialog replaces the loading one once the company's defaults have loaded.
  await screen.findByRole('textbox', { name: 'To' });
  const dialog = screen.getByRole('dialog', { name: /Compose Email/ });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const send = () => within(dialog).getByRole('button', { name: /^Sen(d|t)$/ });
  return { ...view, job, emails, dialog, field, send };
}

describe('Compose Email', { timeout: 20_000 }, () => {
  it('starts from the default subject and body and keeps Send off until To, Subject and Body are filled', async () => {
    const { user, field, send, dialog } = await openCompose();
    expect(field('Subject')).toHaveValue(DEFAULT_EMAIL_SUBJECT);
    expect(field('Body')).toHaveValue(DEFAULT_EMAIL_BODY);
    expect(field('Body')).toHaveAttribute('rows', '9');
    expect(within(dialog).getByText('27/200 characters')).toBeInTheDocument();
    expect(send()).toBeDisabled();

    await user.type(field('To'), 'ann@example.com');
    expect(send()).toBeEnabled();
    await user.clear(field('Subject'));
    expect(send()).toBeDisabled();
    await user.type(field('Subject'), 'Job data');
    await user.clear(field('Body'));
    await user.type(field('Body'), '   ');
    expect(send()).toBeDisabled();
    expect(field('Subject')).toHaveAttribute('maxlength', '200');
  });

  it('shows the e-mail as the recipient will read it, naming the merge fields this job has no value for', async () => {
    const { user, field, dialog } = await openCompose();
    const body = within(dialog).getByTestId('compose-preview-body');
    await waitFor(() => expect(body).toHaveTextContent(/^Hello, Please provide/));
    expect(body).toHaveTextContent('for the job Lakeside Tower at the link below');
    expect(body).not.toHaveTextContent('[customer_name]');
    expect(within(dialog).getByTestId('compose-preview-subject')).toHaveTextContent(
      'Demo Construction Co. | Lakeside Tower',
    );
    expect(within(dialog).getByTestId('empty-merge-fields')).toHaveTextContent(
      'This job has no customer name: the e-mail leaves out [customer_name], as the preview shows.',
    );

    await user.clear(field('Body'));
    await user.click(field('Body'));
    await user.paste('Dear team of [job_name]');
    await waitFor(() => expect(body).toHaveTextContent(/^Dear team of Lakeside Tower$/));
    expect(within(dialog).queryByTestId('empty-merge-fields')).not.toBeInTheDocument();
  });

  it('refuses a bad recipient with the spec message and sends nothing', async () => {
    const { user, field, send, dialog } = await openCompose();
    await user.type(field('To'), 'ann@example.com, bob@example');
    await user.click(send());
    expect(await within(dialog).findByText(INVALID_RECIPIENTS_MESSAGE)).toBeInTheDocument();
    expect(emailRequests).toEqual([]);
  });

  it('fills subject and body from a template and sends the request with the checked sections', async () => {
    seedEmailTemplate({
      title: 'Owner request',
      subject: 'Owner data for [job_name]',
      body: 'Hi [customer_name]',
    });
    setEmailSettings({ send_reminders: true });
    const { user, field, send, dialog, job, emails } = await openCompose();
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    await within(dialog).findByRole('option', { name: 'Owner request' });
    await user.selectOptions(template, 'Owner request');
    expect(field('Subject')).toHaveValue('Owner data for [job_name]');
    expect(field('Body')).toHaveValue('Hi [customer_name]');
    await user.type(field('To'), ' ann@example.com ,bob@example.org ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Project Details' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send reminders' }));
    await user.click(send());

    expect(
      await within(dialog).findByText('Email sent to ann@example.com, bob@example.org.'),
    ).toBeInTheDocument();
    expect(emailRequests.map(({ body }) => body)).toEqual([
      {
        id: job.id,
        to: 'ann@example.com, bob@example.org',
        subject: 'Owner data for [job_name]',
        body: 'Hi [customer_name]',
        opt_out: true,
        sections: ['section-owner', 'section-lender'],
      },
    ]);
    expect(send()).toHaveTextContent('Sent');
    expect(send()).toBeDisabled();
    expect(field('Subject')).toHaveAttribute('readonly');
    expect(template).toBeDisabled();
    expect(within(dialog).getByTestId('compose-mode')).toHaveTextContent('Sent');
    expect(within(dialog).getByRole('checkbox', { name: 'Project Details' })).toBeDisabled();
    expect(await within(emails).findByText('Owner data for [job_name]')).toBeInTheDocument();
  });

  it("starts new from the company's subject and body, a change makes it a draft that asks before closing", async () => {
    setEmailSettings({ subject: 'Data for [job_name]', body: 'Company body' });
    const { user, field, dialog } = await openCompose();
    const mode = within(dialog).getByTestId('compose-mode');
    expect(field('Subject')).toHaveValue('Data for [job_name]');
    expect(field('Body')).toHaveValue('Company body');
    expect(mode).toHaveTextContent('New');

    await user.type(field('To'), 'ann@example.com');
    expect(mode).toHaveTextContent('Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Discard this e-mail?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(field('To')).toHaveValue('ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(emailRequests).toEqual([]);
  });

  it('keeps a template pick apart from a draft: picked, it stays new and closes without asking', async () => {
    seedEmailTemplate({ title: 'Owner request', subject: 'Owner data', body: 'Hi' });
    const { user, field, dialog } = await openCompose();
    const mode = within(dialog).getByTestId('compose-mode');
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    await within(dialog).findByRole('option', { name: 'Owner request' });

    await user.selectOptions(template, 'Owner request');
    expect(field('Subject')).toHaveValue('Owner data');
    expect(mode).toHaveTextContent('New');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Project Details' }));
    expect(mode).toHaveTextContent('Draft');
    await user.selectOptions(template, 'Owner request');
    expect(mode).toHaveTextContent('Draft');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes an untouched e-mail with a template picked without asking', async () => {
    seedEmailTemplate({ title: 'Owner request', subject: 'Owner data', body: 'Hi' });
    const { user, dialog } = await openCompose();
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    await within(dialog).findByRole('option', { name: 'Owner request' });
    await user.selectOptions(template, 'Owner request');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says reminders are off when the company sends none, and sends the request opted out', async () => {
    const { user, field, send, dialog } = await openCompose();
    const reminders = within(dialog).getByRole('checkbox', { name: 'Send reminders' });
    expect(reminders).not.toBeChecked();
    expect(reminders).toBeDisabled();
    expect(reminders).toHaveAccessibleDescription(/Reminders are off for this company/);
    await user.type(field('To'), 'ann@example.com');
    await user.click(send());
    await within(dialog).findByText('Email sent to ann@example.com.');
    expect(emailRequests.map(({ body }) => body)).toEqual([
      expect.objectContaining({ opt_out: true }),
    ]);
  });

  it('keeps Send off while sending and shows the server error in the spec words', async () => {
    server.use(
      http.post(apiUrl('/email'), async () => {
        await delay(100);
        return HttpResponse.json({ statusCode: 502, message: 'SMTP refused' }, { status: 502 });
      }),
    );
    const { user, field, send, dialog } = await openCompose();
    await user.type(field('To'), 'ann@example.com');
    await user.click(send());
    expect(send()).toBeDisabled();
    expect(
      await within(dialog).findByText('Error sending email: SMTP refused'),
    ).toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it("shows a send the server answered with status 'error'", async () => {
    server.use(
      http.post(apiUrl('/email'), () =>
        HttpResponse.json({ status: 'error', results: [], message: 'mailbox unavailable' }),
      ),
    );
    const { user, field, send } = await openCompose();
    await user.type(field('To'), 'ann@example.com');
    await user.click(send());
    expect(await screen.findByText('Error sending email: mailbox unavailable')).toBeInTheDocument();
  });
});
