import {
  DEFAULT_EMAIL_BODY,
  DEFAULT_EMAIL_SUBJECT,
} from '@job-intake/contracts/identity/company-api';
import { INVALID_RECIPIENTS_MESSAGE } from '@job-intake/contracts/emails/emails-api';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { seedEmailTemplate } from '../../../testing/email-templates-handlers';
import { emailRequests } from '../../../testing/emails-handlers';
import { server } from '../../../testing/server';
import { openShareTab, seedShareableJob } from '../../../testing/share-link-screen';

async function openCompose() {
  const job = seedShareableJob();
  const view = await openShareTab(job.id);
  const emails = await screen.findByRole('region', { name: 'Emails' });
  await view.user.click(within(emails).getByRole('button', { name: 'Compose' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compose Email' });
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
    expect(await within(emails).findByText('Owner data for [job_name]')).toBeInTheDocument();
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
