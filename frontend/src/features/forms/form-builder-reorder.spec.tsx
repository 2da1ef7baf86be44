import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { dragInstructions } from './drag-announcements';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  formRequests,
  formsHandlers,
  resetForms,
  seedForm,
  signInAs,
} from './test-support/forms-handlers';

/**
 * jsdom has no layout, and dnd-kit's keyboard sensor moves by measured rectangles. This gives
 * each section card and field card the box it would have in a vertical list: sections 1000px
 * apart, their fields 100px apart inside them.
 */
function layOutBoard() {
  const rect = (top: number, height: number) =>
    ({
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height,
      right: 600,
      bottom: top + height,
      toJSON: () => ({}),
    }) as DOMRect;
  const boxOf = (element: Element): DOMRect => {
    const overlay = element.closest('[data-drag-overlay]');
    if (overlay) {
      const dragged = document.querySelector('[data-dragging="true"]');
      return dragged ? boxOf(dragged) : rect(0, 0);
    }
    const sections = [...document.querySelectorAll('[data-section-id]')];
    const field = element.closest('[data-field-id]');
    const section = element.closest('[data-section-id]');
    if (!section) return rect(0, 0);
    const top = sections.indexOf(section) * 1000;
    if (!field) return rect(top, 900);
    const index = [...section.querySelectorAll('[data-field-id]')].indexOf(field);
    return rect(top + 100 + index * 100, 80);
  };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxOf(this);
  });
}

beforeEach(() => {
  server.use(...formsHandlers);
  signInAs({ permissions: ['forms'] });
  layOutBoard();
});
afterEach(() => {
  vi.restoreAllMocks();
  resetForms();
});

const titlesOf = (sectionTitle: string) =>
  within(screen.getByRole('region', { name: `Section ${sectionTitle}` }))
    .getAllByRole('button', { name: /^Edit field / })
    .map((button) => button.getAttribute('aria-label')!.replace('Edit field ', ''));

const sectionTitles = () =>
  screen
    .getAllByRole('region', { name: /^Section / })
    .map((region) => region.getAttribute('aria-label')!.replace('Section ', ''));

/** What dnd-kit's live region last said. */
const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;

const expectAnnounced = (text: string) => waitFor(() => expect(announced()).toBe(text));

/** Picks an item up by its handle, moves it with the arrow keys and drops it (dnd-kit keyboard). */
async function dragWithKeyboard(
  user: ReturnType<typeof renderApp>['user'],
  handleName: string,
  keys: string,
) {
  const handle = screen.getByRole('button', { name: handleName });
  handle.focus();
  await user.keyboard('[Space]');
  await user.keyboard(keys);
  await user.keyboard('[Space]');
}

function seedBoard() {
  return seedForm({
    name: 'Notice Intake',
    sections: [
      {
        title: 'Project',
        fields: [{ title: 'Job Name' }, { title: 'Permit' }, { title: 'Start Date' }],
      },
      { title: 'Owner', fields: [{ title: 'Owner Name' }] },
      { title: 'Notes' },
    ],
  });
}

describe('FormBuilderPage: drag to reorder', () => {
  it('moves a field down within its section and saves the new order', async () => {
    const form = seedBoard();
    const [jobName, permit, start] = form.sections[0]!.fields.map((f) => f.id);
    const { user } = renderApp(`/form/${form.id}`);
    await screen.findByRole('region', { name: 'Section Project' });

    await dragWithKeyboard(user, 'Move field Job Name', '{ArrowDown}');

    await waitFor(() => expect(titlesOf('Project')).toEqual(['Permit', 'Job Name', 'Start Date']));
    const sectionId = form.sections[0]!.id;
    expect(formRequests.filter((r) => r.path.endsWith('/form/reorderFields'))).toEqual([
      {
        method: 'POST',
        path: '/api/v1/form/reorderFields',
        body: [
          { id: permit, order: 0, section_id: sectionId },
          { id: jobName, order: 1, section_id: sectionId },
          { id: start, order: 2, section_id: sectionId },
        ],
      },
    ]);
  });

  it('describes the keyboard alternative on every handle and announces each step by position', async () => {
    const form = seedBoard();
    const { user } = renderApp(`/form/${form.id}`);
    await screen.findByRole('region', { name: 'Section Project' });
    for (const name of ['Move field Permit', 'Move section Owner']) {
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        dragInstructions.draggable,
      );
    }

    screen.getByRole('button', { name: 'Move field Job Name' }).focus();
    await user.keyboard('[Space]');
    await expectAnnounced('Picked up field Job Name at position 1 of 3 in section Project.');
    await user.keyboard('{ArrowDown}');
    await expectAnnounced('Field Job Name is at position 2 of 3 in section Project.');
    await user.keyboard('{ArrowDown}');
    await expectAnnounced('Field Job Name is at position 3 of 3 in section Project.');
    await user.keyboard('[Space]');
    await expectAnnounced('Moved field Job Name to position 3 of 3 in section Project.');
    await waitFor(() => expect(titlesOf('Project')).toEqual(['Permit', 'Start Date', 'Job Name']));
  });

  it('moves a field into another section', async () => {
    const form = seedBoard();
    const [project, owner] = form.sections;
    const startId = project!.fields[2]!.id;
    const ownerNameId = owner!.fields[0]!.id;
    const { user } = renderApp(`/form/${form.id}`);
    await screen.findByRole('region', { name: 'Section Project' });

    await dragWithKeyboard(user, 'Move field Start Date', '{ArrowDown}');

    await waitFor(() => expect(titlesOf('Owner')).toEqual(['Start Date', 'Owner Name']));
    expect(titlesOf('Project')).toEqual(['Job Name', 'Permit']);
    expect(announced()).toBe('Moved field Start Date to position 1 of 2 in section Owner.');
    const [request] = formRequests.filter((r) => r.path.endsWith('/form/reorderFields'));
    expect(request!.body).toEqual(
      expect.arrayContaining([
        { id: startId, order: 0, section_id: owner!.id },
        { id: ownerNameId, order: 1, section_id: owner!.id },
      ]),
    );
  });

  it('moves a section and saves the order of every section', async () => {
    const form = seedBoard();
    const [project, owner, notes] = form.sections.map((s) => s.id);
    const { user } = renderApp(`/form/${form.id}`);
    await screen.findByRole('region', { name: 'Section Project' });

    await dragWithKeyboard(user, 'Move section Notes', '{ArrowUp}');

    await waitFor(() => expect(sectionTitles()).toEqual(['Project', 'Notes', 'Owner']));
    expect(announced()).toBe('Moved section Notes to position 2 of 3.');
    expect(formRequests.filter((r) => r.path.endsWith('/form/reorderSections'))).toEqual([
      {
        method: 'POST',
        path: '/api/v1/form/reorderSections',
        body: [
          { id: project, order: 0 },
          { id: notes, order: 1 },
          { id: owner, order: 2 },
        ],
      },
    ]);
  });

  it('puts the old order back and says so when the server refuses the new one', async () => {
    server.use(
      http.post(apiUrl('/form/reorderSections'), () =>
        HttpResponse.json(
          { statusCode: 400, message: 'Every section must belong to one form.' },
          { status: 400 },
        ),
      ),
    );
    const form = seedBoard();
    const { user } = renderApp(`/form/${form.id}`);
    await screen.findByRole('region', { name: 'Section Project' });

    await dragWithKeyboard(user, 'Move section Owner', '{ArrowUp}');

    expect(await screen.findByText(/Every section must belong to one form\./)).toHaveTextContent(
      'The previous order was restored.',
    );
    expect(sectionTitles()).toEqual(['Project', 'Owner', 'Notes']);
  });

  it('leaves the order alone when the drag is cancelled', async () => {
    const form = seedBoard();
    const { user } = renderApp(`/form/${form.id}`);
    await screen.findByRole('region', { name: 'Section Project' });

    const handle = screen.getByRole('button', { name: 'Move field Job Name' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(titlesOf('Project')).toEqual(['Job Name', 'Permit', 'Start Date']);
    expect(formRequests).toEqual([]);
    await expectAnnounced('Moving field Job Name was cancelled. It is back where it was.');
  });
});
