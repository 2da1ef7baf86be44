import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import {
  CONTRACT_PDF,
  jobRequests,
  seedJob,
  trackAttachmentUploads,
} from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function openAttachments(status: 'open' | 'submitted' = 'open') {
  const job = seedJob({
    name: 'With files',
    status,
    attachments: [CONTRACT_PDF],
  });
  const app = renderApp(`/job/${job.id}`);
  const card = await screen.findByRole('group', { name: 'Attachments' });
  return { ...app, job, card };
}

const file = (name: string, size = 10) =>
  new File(['x'.repeat(size)], name, { type: 'text/plain' });

describe('the job attachments', () => {
  beforeEach(() => trackAttachmentUploads());

  it('lists the files with links to /uploads/{location}', async () => {
    const { card } = await openAttachments();

    const link = within(card).getByRole('link', { name: 'contract.pdf' });
    expect(link).toHaveAttribute('href', '/uploads/attachments/abc123.pdf');
    expect(within(card).getByText('2 KB · 03/07/2025')).toBeInTheDocument();
  });

  it('uploads chosen files and says so', async () => {
    const { user, card, job } = await openAttachments();

    await user.upload(within(card).getByLabelText('Choose files to attach'), [
      file('photo.txt'),
      file('plan.txt'),
    ]);

    expect(await within(card).findByText('Upload completed successfully!')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'photo.txt' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'plan.txt' })).toBeInTheDocument();
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: '/attach',
      body: { job_id: job.id, company_id: 'company-0', files: ['photo.txt', 'plan.txt'] },
    });
  });

  it('uploads dropped files', async () => {
    const { card } = await openAttachments();

    fireEvent.drop(within(card).getByTestId('attachment-drop-zone'), {
      dataTransfer: { files: [file('dropped.txt')] },
    });

    expect(await within(card).findByRole('link', { name: 'dropped.txt' })).toBeInTheDocument();
    expect(within(card).getByText('Upload completed successfully!')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the upload fails", async () => {
    server.use(
      http.post(apiUrl('/attach'), () =>
        HttpResponse.json(
          { statusCode: 400, message: 'The file type is not allowed.' },
          { status: 400 },
        ),
      ),
    );
    const { user, card } = await openAttachments();

    await user.upload(within(card).getByLabelText('Choose files to attach'), file('bad.exe'));

    expect(
      await within(card).findByText('Error: The file type is not allowed.'),
    ).toBeInTheDocument();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const { user, card } = await openAttachments();

    await user.upload(
      within(card).getByLabelText('Choose files to attach'),
      file('huge.bin', 20 * 1024 * 1024 + 1),
    );

    expect(
      await within(card).findByText(
        'Error: A file is larger than 20 MB, the most one attachment may be.',
      ),
    ).toBeInTheDocument();
    expect(jobRequests.filter((r) => r.path === '/attach')).toEqual([]);
  });

  it('deletes a file', async () => {
    const { user, card } = await openAttachments();

    await user.click(within(card).getByRole('button', { name: 'Delete contract.pdf' }));

    await waitFor(() =>
      expect(within(card).queryByRole('link', { name: 'contract.pdf' })).not.toBeInTheDocument(),
    );
    expect(jobRequests).toContainEqual({
      method: 'DELETE',
      path: '/api/v1/attachment/a1',
      body: undefined,
    });
  });

  it('only lists the files of a job that can no longer change', async () => {
    const { card } = await openAttachments('submitted');

    expect(within(card).getByRole('link', { name: 'contract.pdf' })).toBeInTheDocument();
    expect(within(card).queryByLabelText('Choose files to attach')).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Delete contract.pdf' }),
    ).not.toBeInTheDocument();
  });
});
