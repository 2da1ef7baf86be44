import { screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_LINK_UUID } from '@job-intake/contracts/emails/sample-merge-values';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import {
  emailTemplateRequests,
  seedEmailTemplate,
} from '../../../testing/email-templates-handlers';
import { renderApp } from '../../../testing/render-app';

const ADMIN_COMPANY = sessionOf('admin').user.memberships[0]!.company.id;

async function openTab(session = sessionOf('admin'), companyId = ADMIN_COMPANY) {
  const app = renderApp(`/company/${companyId}?tab=email-templates`, { session });
  await screen.findByRole('tab', { name: 'Email Templates', selected: true });
  return app;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Email templates' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );

describe('Email Templates tab', () => {
  it('lists the templates by title with their subjects', async () => {
    seedEmailTemplate({ title: 'Reminder', subject: 'Still waiting', body: 'Hi' });
    seedEmailTemplate({ title: 'First request', subject: '[job_name] details', body: 'Hi' });
    await openTab();
    await screen.findByRole('table', { name: 'Email templates' });
    expect(rows()).toEqual([
      ['First request', '[job_name] details'],
      ['Reminder', 'Still waiting'],
    ]);
  });

  it('adds a template, merge fields inserted at the cursor, with a live preview', async () => {
    const { user } = await openTab();
    expect(await screen.findByText('No e-mail templates yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email Template' });
    const body = within(dialog).getByLabelText(/Body/);

    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('First request');
    await user.click(within(dialog).getByLabelText(/Subject/));
    await user.paste('Job  please');
    await user.keyboard('{ArrowLeft>7/}');
    await user.click(within(dialog).getByRole('button', { name: '[job_name]' }));
    await user.click(body);
    await user.paste('Hello <b>, fill in ');
    await user.click(within(dialog).getByRole('button', { name: '[link_address]' }));

    expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('Job [job_name] please');
    expect(body).toHaveValue('Hello <b>, fill in [link_address]');
    expect(within(dialog).getByText('21/200')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByTestId('preview-subject')).toHaveTextContent(
        'Job Riverside Mall Renovation please',
      ),
    );
    const preview = within(dialog).getByTestId('preview-body');
    expect(preview).toHaveTextContent('Hello <b>, fill in http');
    expect(preview.querySelector('b')).toBeNull();
    expect(await within(preview).findByRole('link')).toHaveAttribute(
      'href',
      `${window.location.origin}/link/${SAMPLE_LINK_UUID}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(emailTemplateRequests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/emailTemplate',
        body: {
          title: 'First request',
          subject: 'Job [job_name] please',
          body: 'Hello <b>, fill in [link_address]',
        },
      },
    ]);
    await waitFor(() => expect(rows()).toEqual([['First request', 'Job [job_name] please']]));
  });

  it('previews unknown fields and braces as typed', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email Template' });
    await user.click(within(dialog).getByLabelText(/Body/));
    await user.paste('[job_number] [nope] {{constructor.constructor}} [company_name]');
    await waitFor(() =>
      expect(within(dialog).getByTestId('preview-body')).toHaveTextContent(
        '1042 [nope] {{constructor.constructor}} Demo Construction Co.',
      ),
    );
    expect(within(dialog).getByTestId('preview-subject')).toBeEmptyDOMElement();
  });

  it('previews the template for a job without customer name and job number, naming them', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email Template' });
    await user.click(within(dialog).getByLabelText(/Body/));
    await user.paste('Hello [customer_name],\nJob [job_number] is ready');
    const preview = within(dialog).getByTestId('preview-body');
    await waitFor(() =>
      expect(preview).toHaveTextContent('Hello Dana Whitfield, Job 1042 is ready'),
    );
    expect(within(dialog).queryByTestId('empty-merge-fields')).not.toBeInTheDocument();

    await user.click(
      within(dialog).getByLabelText('Preview for a job without a customer name and job number'),
    );
    await waitFor(() => expect(preview).toHaveTextContent(/^Hello, Job is ready$/));
    expect(within(dialog).getByTestId('empty-merge-fields')).toHaveTextContent(
      'The sample job has no job number and customer name: the e-mail leaves out [job_number], [customer_name], as the preview shows.',
    );
  });

  it('names each required field and sends nothing', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email Template' });
    await user.type(within(dialog).getByLabelText(/Title/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Body is required.')).toBeInTheDocument();
    expect(emailTemplateRequests).toEqual([]);
  });

  it('focuses the first field with a problem and clears its message once it is fixed', async () => {
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email Template' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Reminder');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByLabelText(/Subject/)).toHaveFocus();
    await user.paste('Any news?');
    expect(within(dialog).queryByText('Subject is required.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Body is required.')).toBeInTheDocument();
    expect(emailTemplateRequests).toEqual([]);
  });

  it('edits a template', async () => {
    const saved = seedEmailTemplate({ title: 'Reminder', subject: 'Still waiting', body: 'Hi' });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Email Template' });
    const subject = within(dialog).getByLabelText(/Subject/);
    expect(subject).toHaveValue('Still waiting');
    await user.clear(subject);
    await user.paste('Any news?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(rows()).toEqual([['Reminder', 'Any news?']]));
    expect(emailTemplateRequests[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/v1/emailTemplate/${saved.id}`,
      body: { title: 'Reminder', subject: 'Any news?', body: 'Hi' },
    });
  });

  it('deletes a template after the confirmation', async () => {
    seedEmailTemplate({ title: 'Reminder', subject: 'Still waiting', body: 'Hi' });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Email Template' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the template "Reminder"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No e-mail templates yet.')).toBeInTheDocument();
  });

  it("tells a super admin on another company's page that templates are per company", async () => {
    await openTab(sessionOf('super'), ADMIN_COMPANY);
    expect(
      await screen.findByText(/E-mail templates belong to the signed-in user's company/),
    ).toBeInTheDocument();
  });
});
