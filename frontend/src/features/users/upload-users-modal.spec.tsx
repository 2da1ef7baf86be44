import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  resetUsersApi,
  signInAs,
  userRequests,
  usersHandlers,
} from './test-support/users-handlers';
import { uploadForm } from './users-api';

beforeEach(() => {
  resetUsersApi();
  server.use(...usersHandlers);
  signInAs(['users', 'workflows']);
});
afterEach(() => window.localStorage.clear());

async function openUpload() {
  const app = renderApp('/users');
  await app.user.click(await screen.findByRole('button', { name: /Upload Users/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Users' });
  await within(dialog).findByRole('option', { name: 'Demo Co. – Main Office (Cleveland, OH)' });
  return { ...app, dialog };
}

const csv = () =>
  new File(['name,email\nUna Upload,una@example.com\n'], 'users.csv', { type: 'text/csv' });

async function fillIn(dialog: HTMLElement, user: Awaited<ReturnType<typeof openUpload>>['user']) {
  await user.upload(within(dialog).getByLabelText('CSV file'), csv());
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Location' }), '5001');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Role for lines without one' }),
    'Reviewer',
  );
}

describe('UploadUsersModal', () => {
  it("offers only the provider's active locations and needs a file, a location and a role", async () => {
    const { user, dialog } = await openUpload();
    const locations = within(dialog).getByRole('combobox', { name: 'Location' });
    expect(
      within(locations)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['< choose a location >', 'Demo Co. – Main Office (Cleveland, OH)']);
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.selectOptions(locations, '5001');
    expect(upload).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role for lines without one' }),
      'Reviewer',
    );
    expect(upload).toBeEnabled();
  });

  it("uploads the file and lists the users with 'Upload completed successfully!'", async () => {
    const { user, dialog } = await openUpload();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Upload completed successfully! An invitation was sent by e-mail.',
    );
    const results = within(dialog).getByRole('table', { name: 'Uploaded users' });
    expect(within(results).getByText('una@example.com')).toBeInTheDocument();
    expect(within(results).getByText('Invited')).toBeInTheDocument();
    expect(userRequests.find((request) => request.path === '/userFile')).toMatchObject({
      method: 'POST',
      body: 'multipart',
    });
  });

  it('shows Error: {message} and every bad line of a refused file', async () => {
    server.use(
      http.post(apiUrl('/userFile'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message:
              'The file was not imported: 2 lines have problems. Fix them and upload the file again.',
            errors: [
              { line: 3, field: 'name', reason: 'name is required' },
              {
                line: 4,
                field: 'email',
                reason: "email 'bad@' is not a valid e-mail address (like name@example.com)",
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openUpload();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(
      await within(dialog).findByText(/^Error: The file was not imported: 2 lines have problems/),
    ).toBeInTheDocument();
    const problems = within(dialog).getByRole('list', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3name is required',
      "Line 4email 'bad@' is not a valid e-mail address (like name@example.com)",
    ]);
  });

  it('sends the file, the location and the role as multipart fields', () => {
    const file = csv();
    const form = uploadForm({ file, div_id: '5001', role_id: 'role-reviewer' });
    expect(form.get('file')).toBe(file);
    expect(form.get('div_id')).toBe('5001');
    expect(form.get('role_id')).toBe('role-reviewer');
  });
});
