import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DATA_EXPORT_PATH,
  DATA_EXPORT_STARTED_COOKIE_PREFIX,
} from '@job-intake/contracts/export/data-export-api';
import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import { serveFormsPage } from '../../../testing/export-handlers';
import { renderApp } from '../../../testing/render-app';
import { EXPORT_FRAME_NAME } from './export-download';

const ADMIN_COMPANY = sessionOf('admin').user.memberships[0]!.company.id;

interface Posted {
  action: string;
  method: string;
  target: string;
  fields: [string, string][];
}

const FORM: FormSummaryDto = {
  id: 'f0000000-0000-4000-8000-000000000001',
  name: 'Notice intake',
  status: 'active',
  mapped: true,
  created_at: '2026-01-01T00:00:00.000Z',
  form_variant: [],
};

let posted: Posted[];
beforeEach(() => {
  posted = [];
  serveFormsPage([FORM]);
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    posted.push({
      action: new URL(this.action).pathname,
      method: this.method,
      target: this.target,
      fields: [...new FormData(this).entries()].map(([name, value]) => [name, String(value)]),
    });
  });
});
afterEach(() => vi.restoreAllMocks());

async function openTab() {
  renderApp(`/company/${ADMIN_COMPANY}?tab=data-export`, { session: sessionOf('admin') });
  await screen.findByRole('heading', { name: 'Data Export' });
}

const downloadIdOf = (post: Posted) => post.fields.find(([name]) => name === 'download_id')![1];

describe('Data Export tab', () => {
  it('posts the chosen statuses and dates with the token into the hidden frame', async () => {
    await openTab();
    await userEvent.click(screen.getByLabelText('Review'));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-06-30' } });
    await userEvent.selectOptions(
      screen.getByLabelText('Form'),
      await screen.findByRole('option', { name: FORM.name }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(posted).toHaveLength(1);
    const [post] = posted;
    expect(post).toMatchObject({
      action: DATA_EXPORT_PATH,
      method: 'post',
      target: EXPORT_FRAME_NAME,
    });
    expect(post!.fields.filter(([name]) => name !== 'download_id')).toEqual([
      ['token', sessionOf('admin').token],
      ['statuses[]', 'open'],
      ['statuses[]', 'submitted'],
      ['statuses[]', 'archived'],
      ['created_from', '2026-01-01'],
      ['created_to', '2026-06-30'],
      ['form_id', FORM.id],
    ]);
    expect(screen.getByText('Preparing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says the download started once the server set its cookie', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const name = `${DATA_EXPORT_STARTED_COOKIE_PREFIX}${downloadIdOf(posted[0]!)}`;
    document.cookie = `${name}=1; path=/`;
    expect(await screen.findByText(/Your download has started/)).toBeInTheDocument();
    expect(document.cookie).not.toContain(name);
  });

  it("shows the server's refusal that landed in the frame", async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const frame = screen.getByTitle('Data export download') as HTMLIFrameElement;
    frame.contentDocument!.body.textContent = JSON.stringify({
      statusCode: 403,
      message: 'You do not have permission to do this (data_export is needed).',
    });
    fireEvent.load(frame);
    expect(await screen.findByText(/data_export is needed/)).toBeInTheDocument();
  });

  it('asks for a status and a range that does not end before it starts', async () => {
    await openTab();
    for (const label of ['Open', 'Review', 'Submitted', 'Archived'])
      await userEvent.click(screen.getByLabelText(label));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one status.');
    await userEvent.click(screen.getByLabelText('Open'));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('must not be after');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await waitFor(() => expect(posted).toHaveLength(0));
  });

  it('is not offered without data_export', async () => {
    renderApp(`/company/${ADMIN_COMPANY}?tab=data-export`, { session: sessionOf('standard') });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Data Export' })).toBeNull());
  });
});
