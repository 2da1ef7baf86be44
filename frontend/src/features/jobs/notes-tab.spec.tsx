import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobRequests, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';

async function openNotes(notes = [] as { id: string; description: string }[]) {
  const job = seedJob({
    name: 'Noted',
    notes: notes.map((note, index) => ({
      ...note,
      user: { name: 'Stan Standard' },
      created_at: `2025-03-0${index + 1}T12:00:00.000Z`,
    })),
  });
  const app = renderApp(`/job/${job.id}?tab=notes`);
  const panel = await screen.findByRole('region', { name: 'Notes' });
  await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
  return { ...app, job, panel };
}

const notesTab = () => screen.getByRole('tab', { name: /^Notes/ });
/** The notes shown, not the pagination's items. */
const noteItems = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('button', { name: 'Delete note' }));

describe('the Notes tab', () => {
  it('lists the notes, newest first, with who wrote them and when', async () => {
    const { panel } = await openNotes([
      { id: 'n1', description: 'First call' },
      { id: 'n2', description: 'Second call' },
    ]);

    const items = noteItems(panel);
    expect(items.map((item) => within(item).getByText(/call/).textContent)).toEqual([
      'Second call',
      'First call',
    ]);
    expect(items[0]).toHaveTextContent(/Stan Standard · 03\/02\/2025/);
    expect(notesTab()).toHaveTextContent('Notes (2)');
  });

  it('adds a note and counts it in the tab title', async () => {
    const { user, panel, job } = await openNotes();
    expect(notesTab()).toHaveTextContent('Notes (0)');

    await user.click(within(panel).getByRole('button', { name: '+ Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  Called the owner  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByText('Called the owner')).toBeInTheDocument();
    await waitFor(() => expect(notesTab()).toHaveTextContent('Notes (1)'));
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: '/api/v1/note',
      body: { job_id: job.id, description: 'Called the owner' },
    });
  });

  it('refuses an empty note', async () => {
    const { user, panel } = await openNotes();
    await user.click(within(panel).getByRole('button', { name: '+ Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('A note cannot be empty.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBeInvalid();
    expect(jobRequests).toEqual([]);
  });

  it('asks whether to save when closed with text, and saves or discards', async () => {
    const { user, panel } = await openNotes();
    await user.click(within(panel).getByRole('button', { name: '+ Add Note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Keep me');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = within(dialog).getByRole('alertdialog', { name: 'Save this note?' });
    expect(question).toHaveTextContent('Would you like to save this note before closing?');
    await user.click(within(question).getByRole('button', { name: 'Save Note' }));
    expect(await within(panel).findByText('Keep me')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: '+ Add Note' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Throw me away');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(panel).queryByText('Throw me away')).not.toBeInTheDocument();
    expect(jobRequests.filter((r) => r.path === '/api/v1/note')).toHaveLength(1);
  });

  it('closes at once when there is no text', async () => {
    const { user, panel } = await openNotes();
    await user.click(within(panel).getByRole('button', { name: '+ Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('pages 120 notes: 100 on the first page, the 20 oldest on page 2, back to page 1 to add', async () => {
    const { user, panel, job } = await openNotes(
      Array.from({ length: 120 }, (_, index) => ({
        id: `n${index + 1}`,
        description: `Note ${index + 1}`,
      })),
    );
    // By text: role queries over a hundred notes are too slow for jsdom.
    const texts = () =>
      within(panel)
        .getAllByText(/^Note \d+$/)
        .map((item) => item.textContent);

    expect(texts()).toHaveLength(100);
    expect(texts().slice(0, 2)).toEqual(['Note 120', 'Note 119']);
    expect(within(panel).getByText('1–100 of 120')).toBeInTheDocument();
    expect(notesTab()).toHaveTextContent('Notes (120)');

    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(texts()).toHaveLength(20));
    expect(texts()[0]).toBe('Note 20');
    expect(texts().at(-1)).toBe('Note 1');
    expect(within(panel).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(panel).getByRole('button', { name: '+ Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Note 121');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(texts()[0]).toBe('Note 121'));
    expect(texts()).toHaveLength(100);
    await waitFor(() => expect(notesTab()).toHaveTextContent('Notes (121)'));
    expect(jobRequests.at(-1)?.body).toEqual({ job_id: job.id, description: 'Note 121' });
  }, 20_000);

  it('deletes a note after confirmation', async () => {
    const { user, panel } = await openNotes([{ id: 'n1', description: 'Wrong number' }]);

    await user.click(within(panel).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Note' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this note?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(within(panel).queryByText('Wrong number')).not.toBeInTheDocument());
    expect(jobRequests).toContainEqual({
      method: 'DELETE',
      path: '/api/v1/note/n1',
      body: undefined,
    });
    expect(notesTab()).toHaveTextContent('Notes (0)');
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Notes' })).toHaveFocus(),
    );
  });
});
