import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  formsHandlers,
  makeVariant,
  resetForms,
  seedForm,
  signInAs,
} from './test-support/forms-handlers';

beforeEach(() => {
  server.use(...formsHandlers);
  signInAs({ permissions: ['forms'] });
});
afterEach(resetForms);

async function openBoard() {
  const form = seedForm({
    name: 'Notice Intake',
    sections: [
      { title: 'Project', fields: [{ title: 'Job Name' }, { title: 'Permit' }] },
      { title: 'Owner' },
    ],
  });
  form.form_variant = [makeVariant({ form_id: form.id, title: 'Blue' })];
  const view = renderApp(`/form/${form.id}`);
  await screen.findByRole('region', { name: 'Section Project' });
  return view;
}

/** Presses Enter on a button that has the focus, and waits for the dialog it opens. */
async function openDialogFrom(
  user: Awaited<ReturnType<typeof openBoard>>['user'],
  opener: HTMLElement,
  dialogName: string,
) {
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** Opens a delete dialog from the named button and confirms it with the keyboard. */
async function deleteWithKeyboard(
  user: Awaited<ReturnType<typeof openBoard>>['user'],
  openerName: string,
  dialogName: string,
) {
  const opener = screen.getByRole('button', { name: openerName });
  const dialog = await openDialogFrom(user, opener, dialogName);
  within(dialog).getByRole('button', { name: 'Delete' }).focus();
  await user.keyboard('{Enter}');
}

describe('FormBuilderPage: the focus around its dialogs', () => {
  it('gives the focus back to the opener when a delete is cancelled with Escape', async () => {
    const { user } = await openBoard();
    const trash = screen.getByRole('button', { name: 'Delete field Permit' });
    await openDialogFrom(user, trash, 'Delete Field');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trash).toHaveFocus());
  });

  it("puts the focus on the section's Add Field once a field is deleted", async () => {
    const { user } = await openBoard();
    await deleteWithKeyboard(user, 'Delete field Permit', 'Delete Field');

    await waitFor(() => expect(screen.queryByText('Permit')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Field to Project' })).toHaveFocus(),
    );
  });

  it('puts the focus on the new section title once a section is deleted', async () => {
    const { user } = await openBoard();
    await deleteWithKeyboard(user, 'Delete section Owner', 'Delete Section');

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Section Owner' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'New section title' })).toHaveFocus(),
    );
  });

  it('puts the focus on Add Logo Variant once a logo variant is deleted', async () => {
    const { user } = await openBoard();
    await deleteWithKeyboard(user, 'Delete Blue', 'Delete Logo Variant');

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Blue' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Logo Variant' })).toHaveFocus(),
    );
  });
});
