import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  formRequests,
  formsHandlers,
  makeVariant,
  resetForms,
  seedForm,
  signInAs,
  storedForm,
  trackMultipart,
} from './test-support/forms-handlers';

beforeEach(() => {
  server.use(...formsHandlers);
  signInAs({ permissions: ['forms'] });
  trackMultipart();
});
afterEach(() => {
  vi.restoreAllMocks();
  resetForms();
});

/** A real 1×1 PNG, so that the preview can show it. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const patches = () => formRequests.filter((r) => r.method === 'PATCH').map((r) => r.body);

async function openBuilder(formId: string) {
  const app = renderApp(`/form/${formId}`);
  await screen.findByRole('form', { name: 'Form settings' });
  return app;
}

const section = (title: string) => screen.getByRole('region', { name: `Section ${title}` });

describe('FormBuilderPage: the top card', () => {
  it("saves name, status, mapped, message, footnote and config, then says 'Form saved successfully!'", async () => {
    const form = seedForm({ name: 'Notice Intake', status: 'pending', mapped: false });
    const { user } = await openBuilder(form.id);
    const card = screen.getByRole('form', { name: 'Form settings' });
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const name = within(card).getByLabelText('Form Name');
    await user.clear(name);
    await user.type(name, '  Notice Intake 2025 ');
    await user.selectOptions(within(card).getByLabelText('Status'), 'Active');
    await user.click(within(card).getByRole('switch', { name: 'Mapped' }));
    await user.type(within(card).getByLabelText('Message'), 'Welcome!');
    await user.type(within(card).getByLabelText('Footnote'), 'Thank you.');
    await user.click(within(card).getByRole('switch', { name: 'Customer Reference # active' }));
    await user.click(within(card).getByRole('switch', { name: 'Customer Reference # required' }));
    await user.click(within(card).getByRole('switch', { name: 'Allow None/Unknown' }));
    await user.click(save);

    expect(await within(card).findByText('Form saved successfully!')).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        type: 'message',
        form_id: form.id,
        name: 'Notice Intake 2025',
        status: 'active',
        mapped: true,
        message: 'Welcome!',
        footnote: 'Thank you.',
        config: {
          fields: [
            { name: 'project_name', label: 'Project Name', active: true, req: true },
            { name: 'reference_no', label: 'Customer Reference #', active: true, req: true },
          ],
          allow_none: true,
          allow_same_as: false,
        },
      },
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Notice Intake 2025' }),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('keeps Save disabled while the name is blank and shows a server error', async () => {
    server.use(
      http.patch(apiUrl('/form/:id'), () =>
        HttpResponse.json({ statusCode: 400, message: ['message is too long'] }, { status: 400 }),
      ),
    );
    const form = seedForm({ name: 'Notice Intake' });
    const { user } = await openBuilder(form.id);
    const card = screen.getByRole('form', { name: 'Form settings' });
    const save = within(card).getByRole('button', { name: 'Save' });

    await user.clear(within(card).getByLabelText('Form Name'));
    await user.type(within(card).getByLabelText('Form Name'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(card).getByLabelText('Form Name'), 'X');
    await user.click(save);

    expect(await within(card).findByText('message is too long')).toBeInTheDocument();
    expect(within(card).queryByText('Form saved successfully!')).not.toBeInTheDocument();
  });

  it('sends a user without the forms permission back to the jobs list', async () => {
    signInAs({ permissions: ['projects'] });
    const form = seedForm({ name: 'Notice Intake' });

    const { router } = renderApp(`/form/${form.id}`);

    expect(
      await screen.findByText('You do not have permission to open that page.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/open');
    expect(screen.queryByRole('form', { name: 'Form settings' })).not.toBeInTheDocument();
  });

  it('shows a missing form as not found', async () => {
    renderApp('/form/does-not-exist');
    expect(await screen.findByText('This form could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Forms' })).toHaveAttribute('href', '/forms');
  });
});

describe('FormBuilderPage: sections', () => {
  it('adds a section only when its title is not blank', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);
    const input = screen.getByRole('textbox', { name: 'New section title' });
    const add = screen.getByRole('button', { name: 'Add Section' });

    expect(add).toBeDisabled();
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.type(input, ' Owner ');
    await user.click(add);

    expect(await screen.findByRole('region', { name: 'Section Owner' })).toBeInTheDocument();
    expect(patches()).toEqual([
      { type: 'section', form_id: form.id, section: { title: 'Owner', order: 1 } },
    ]);
    expect(input).toHaveValue('');
  });

  it('saves an edited title only when it changed and is not blank', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);
    const sectionId = form.sections[0]!.id;

    await user.click(screen.getByRole('button', { name: 'Edit section title Project' }));
    const title = within(section('Project')).getByRole('textbox', { name: 'Section title' });
    const save = within(section('Project')).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(title, '  ');
    expect(save).toBeDisabled();
    await user.clear(title);
    expect(save).toBeDisabled();
    await user.type(title, 'Project Details');
    await user.click(save);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Project Details' }),
    ).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        type: 'section',
        form_id: form.id,
        section: { id: sectionId, title: 'Project Details', order: 0 },
      },
    ]);
  });

  it('deletes a section after the confirmation', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }, { title: 'Owner' }] });
    const ownerId = form.sections[1]!.id;
    const { user } = await openBuilder(form.id);

    await user.click(screen.getByRole('button', { name: 'Delete section Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Section' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this section?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patches()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete section Owner' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Section' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Section Owner' })).not.toBeInTheDocument(),
    );
    expect(patches()).toEqual([
      { type: 'delete_section', form_id: form.id, section: { id: ownerId } },
    ]);
  });
});

describe('FormBuilderPage: fields', () => {
  async function addField(
    user: ReturnType<typeof renderApp>['user'],
    sectionTitle: string,
    label: string,
  ) {
    await user.click(screen.getByRole('button', { name: `Add Field to ${sectionTitle}` }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
  }

  it('offers the field types with their builder labels', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);

    await user.click(screen.getByRole('button', { name: 'Add Field to Project' }));

    const menu = await screen.findByRole('menu', { name: 'Add Field to Project' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((b) => b.textContent),
      ).toEqual([
        'Text',
        'Currency',
        'Date',
        'Email',
        'Address',
        'Radio Button',
        'Multi-select',
        'Static Text',
      ]),
    );
  });

  it('saves a new field with a temporary id and shows it with its real id', async () => {
    const form = seedForm({
      name: 'F',
      sections: [{ title: 'Project', fields: [{ title: 'Job Name' }] }],
    });
    const { user } = await openBuilder(form.id);

    await addField(user, 'Project', 'Text');
    const editor = screen.getByRole('form', { name: 'New Text field' });
    const save = within(editor).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(editor).getByLabelText(/Title/), '   ');
    expect(save).toBeDisabled();
    await user.type(within(editor).getByLabelText(/Title/), 'Permit Number');
    await user.click(within(editor).getByRole('switch', { name: 'Required' }));
    await user.click(save);

    expect(
      await screen.findByRole('button', { name: 'Edit field Permit Number' }),
    ).toBeInTheDocument();
    const [sent] = patches() as {
      field: { id: string; order: number; title: string; required: boolean };
    }[];
    expect(sent!.field).toMatchObject({ title: 'Permit Number', required: true, order: 1 });
    expect(sent!.field.id).toMatch(/^tmp-\d+$/);
    const saved = storedForm(form.id)!.sections[0]!.fields[1]!;
    expect(saved.id).toMatch(/^field-\d+$/);
    expect(screen.queryByRole('form', { name: 'New Text field' })).not.toBeInTheDocument();
  });

  it('needs the text, not the title, to save Static Text', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);

    await addField(user, 'Project', 'Static Text');
    const editor = screen.getByRole('form', { name: 'New Static Text field' });
    const save = within(editor).getByRole('button', { name: 'Save' });
    await user.type(within(editor).getByLabelText(/Title/), 'Read me');
    expect(save).toBeDisabled();
    await user.type(within(editor).getByLabelText(/Text/), '   ');
    expect(save).toBeDisabled();
    await user.type(within(editor).getByLabelText(/Text/), 'Please attach the contract.');
    expect(save).toBeEnabled();
    await user.clear(within(editor).getByLabelText(/Title/));
    expect(save).toBeEnabled();
  });

  it('removes a new field on Cancel without saving anything', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);

    await addField(user, 'Project', 'Currency');
    await user.type(screen.getByLabelText(/Title/), 'Contract Amount');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'New Currency field' })).not.toBeInTheDocument();
    expect(screen.queryByText('Contract Amount')).not.toBeInTheDocument();
    expect(
      screen.getByText('No fields yet. Add one below, or drag a field here.'),
    ).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('reverts an existing field to its saved state on Cancel', async () => {
    const form = seedForm({
      name: 'F',
      sections: [{ title: 'Project', fields: [{ title: 'Job Name', required: true }] }],
    });
    const { user } = await openBuilder(form.id);

    await user.click(screen.getByRole('button', { name: 'Edit field Job Name' }));
    const editor = screen.getByRole('form', { name: 'Edit Job Name field' });
    await user.clear(within(editor).getByLabelText(/Title/));
    await user.type(within(editor).getByLabelText(/Title/), 'Renamed');
    await user.click(within(editor).getByRole('switch', { name: 'Required' }));
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Job Name')).toBeInTheDocument();
    expect(screen.queryByText('Renamed')).not.toBeInTheDocument();
    expect(within(section('Project')).getByText('Required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit field Job Name' }));
    expect(screen.getByLabelText(/Title/)).toHaveValue('Job Name');
    expect(screen.getByRole('switch', { name: 'Required' })).toBeChecked();
    expect(patches()).toEqual([]);
  });

  it("gives new choices the ids 'key_' + count + 1 and sends removed saved ones as deletedChoices", async () => {
    const form = seedForm({
      name: 'F',
      sections: [
        {
          title: 'Project',
          fields: [
            {
              title: 'Role',
              type: 'choice',
              choices: [
                { id: 'key_1', name: 'Owner' },
                { id: 'key_2', name: 'Contractor' },
              ],
            },
          ],
        },
      ],
    });
    const { user } = await openBuilder(form.id);

    await user.click(screen.getByRole('button', { name: 'Edit field Role' }));
    const editor = screen.getByRole('form', { name: 'Edit Role field' });
    await user.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Choice' }));
    await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'Supplier');
    await user.click(screen.getByRole('button', { name: 'Add Choice' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit field Role' });
    expect(patches()).toEqual([
      expect.objectContaining({
        type: 'field',
        form_id: form.id,
        deletedChoices: ['key_1'],
        field: expect.objectContaining({
          id: form.sections[0]!.fields[0]!.id,
          // key_2 is taken, so the first new one is key_3; the blank last one is left out.
          choices: [
            { id: 'key_2', name: 'Contractor' },
            { id: 'key_3', name: 'Supplier' },
          ],
        }),
      }),
    ]);
  });

  it('numbers the choices of a new Radio Button field key_1, key_2, ...', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);

    await addField(user, 'Project', 'Radio Button');
    await user.type(screen.getByLabelText(/Title/), 'Role');
    // The first choice input is there from the start.
    await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'Owner');
    await user.click(screen.getByRole('button', { name: 'Add Choice' }));
    await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'Contractor');
    await user.click(
      within(screen.getByRole('form', { name: 'New Radio Button field' })).getByRole('button', {
        name: 'Save',
      }),
    );

    await screen.findByRole('button', { name: 'Edit field Role' });
    expect(patches()[0]).toMatchObject({
      type: 'field',
      deletedChoices: [],
      field: {
        type: 'choice',
        choices: [
          { id: 'key_1', name: 'Owner' },
          { id: 'key_2', name: 'Contractor' },
        ],
      },
    });
  });

  it('saves the multi-select style, dropdown by default', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
    const { user } = await openBuilder(form.id);

    await addField(user, 'Project', 'Multi-select');
    expect(screen.getByLabelText('Style')).toHaveValue('dropdown');
    await user.type(screen.getByLabelText(/Title/), 'Trades');
    await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'Electrical');
    await user.selectOptions(screen.getByLabelText('Style'), 'Checkbox');
    await user.click(
      within(screen.getByRole('form', { name: 'New Multi-select field' })).getByRole('button', {
        name: 'Save',
      }),
    );

    await screen.findByRole('button', { name: 'Edit field Trades' });
    expect(patches()[0]).toMatchObject({
      field: { type: 'multi-select', style: { display: 'checkbox' } },
    });
  });

  it('customizes an address field with a live preview of the inputs', async () => {
    const form = seedForm({ name: 'F', sections: [{ title: 'Parties' }] });
    const { user } = await openBuilder(form.id);

    await addField(user, 'Parties', 'Address');
    await user.type(screen.getByLabelText(/Title/), 'Owner Address');
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const panel = screen.getByRole('region', { name: 'Customize address' });
    const preview = within(panel).getByRole('figure', { name: 'Address preview' });

    expect(within(panel).getByRole('radio', { name: 'Default' })).toBeChecked();
    expect(preview.querySelector('[data-layout="default"]')).not.toBeNull();
    expect(within(preview).getByText('Owner Address')).toBeInTheDocument();
    expect(
      within(preview).getByPlaceholderText('Lookup parcel and owner information by address...'),
    ).toBeInTheDocument();
    expect(within(preview).queryByLabelText('Parcel No')).not.toBeInTheDocument();
    expect(within(preview).getByLabelText('City')).not.toHaveClass('form-control-sm');
    expect(preview.querySelector('fieldset')).toBeNull();

    await user.click(within(panel).getByRole('radio', { name: 'Columns' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Lot/Parcel/Block' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Compact' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Fieldset' }));

    expect(preview.querySelector('[data-layout="columns"]')).not.toBeNull();
    expect(within(preview).getByLabelText('Parcel No')).toBeInTheDocument();
    expect(within(preview).getByLabelText('Lot No')).toBeInTheDocument();
    expect(within(preview).getByLabelText('Block No')).toBeInTheDocument();
    expect(within(preview).getByLabelText('City')).toHaveClass('form-control-sm');
    expect(within(preview).getByPlaceholderText('City')).toBeInTheDocument();
    expect(preview.querySelector('fieldset legend')).toHaveTextContent('Owner Address');

    await user.click(
      within(screen.getByRole('form', { name: 'New Address field' })).getByRole('button', {
        name: 'Save',
      }),
    );
    await screen.findByRole('button', { name: 'Edit field Owner Address' });
    expect(patches()[0]).toMatchObject({
      field: {
        type: 'address',
        style: { layout: 'columns', addr_plus: true, compact: true, fieldset: true },
      },
    });
    expect(
      screen.getByText('Columns layout · Lot/Parcel/Block · Compact · Fieldset'),
    ).toBeInTheDocument();
  });

  it('deletes a field after the confirmation', async () => {
    const form = seedForm({
      name: 'F',
      sections: [{ title: 'Project', fields: [{ title: 'Job Name' }, { title: 'Permit' }] }],
    });
    const permitId = form.sections[0]!.fields[1]!.id;
    const { user } = await openBuilder(form.id);

    await user.click(screen.getByRole('button', { name: 'Delete field Permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Field' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this field?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Permit')).not.toBeInTheDocument());
    expect(patches()).toEqual([
      { type: 'delete_field', form_id: form.id, field: { id: permitId } },
    ]);
  });
});

describe('FormBuilderPage: logo variants', () => {
  it('keeps Save disabled while the title is empty and uploads title, uuid and image', async () => {
    const form = seedForm({ name: 'F' });
    form.form_variant = [makeVariant({ form_id: form.id, title: 'Blue', uuid: 'blue-link' })];
    const { user } = await openBuilder(form.id);
    const table = screen.getByRole('table', { name: 'Logo variants' });
    const row = within(table).getByRole('textbox', { name: 'Title of Blue' }).closest('tr')!;
    const save = within(row).getByRole('button', { name: 'Save' });

    expect(save).toBeDisabled();
    await user.clear(within(row).getByRole('textbox', { name: 'Title of Blue' }));
    expect(save).toBeDisabled();
    await user.type(within(row).getByRole('textbox', { name: 'Title of Blue' }), 'Blue Banner');
    expect(save).toBeEnabled();

    const uuid = within(row).getByRole('textbox', { name: 'UUID of Blue' });
    expect(uuid).toHaveAttribute('readonly');
    await user.click(within(row).getByRole('button', { name: 'Edit UUID of Blue' }));
    const editableUuid = within(row).getByRole('textbox', { name: 'UUID of Blue' });
    expect(editableUuid).not.toHaveAttribute('readonly');
    await user.clear(editableUuid);
    await user.type(editableUuid, 'blue-2025');

    const image = new File([ONE_PIXEL_PNG], 'blue.png', { type: 'image/png' });
    await user.upload(within(row).getByLabelText('Logo image of Blue'), image);
    expect(await within(row).findByRole('img', { name: 'Logo of Blue Banner' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    await user.click(save);

    expect(await within(row).findByText('Saved')).toBeInTheDocument();
    expect(formRequests.find((r) => r.path === '/api/v1/form/logo')?.body).toEqual({
      file: 'file:blue.png',
      title: 'Blue Banner',
      uuid: 'blue-2025',
      form_id: form.id,
      file_id: '',
      variant_id: form.form_variant[0]!.id,
    });
    expect(within(row).getByRole('img', { name: 'Logo of Blue Banner' })).toHaveAttribute(
      'src',
      'http://localhost:3000/api/v1/uploads/blue.png',
    );
  });

  it('refuses an image over 2 MB, a non-image named .png and an SVG before uploading', async () => {
    const form = seedForm({ name: 'F' });
    form.form_variant = [makeVariant({ form_id: form.id, title: 'Blue' })];
    const { user } = await openBuilder(form.id);
    const input = () => screen.getByLabelText('Logo image of Blue');
    const typeMessage =
      'The logo must be a PNG, JPEG, GIF or WebP image (SVG and other files are refused).';

    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(input(), huge);
    expect(await screen.findByText('The logo must be 2 MB or smaller.')).toBeInTheDocument();

    // The content counts, not the name or the type the browser guessed.
    await user.upload(input(), new File(['just text'], 'renamed.png', { type: 'image/png' }));
    expect(await screen.findByText(typeMessage)).toBeInTheDocument();

    // The accept list already hides SVGs from the picker; a drop or "all files" still picks one.
    fireEvent.change(input(), {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText(typeMessage)).toBeInTheDocument();
    expect(within(input().closest('tr')!).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(formRequests.filter((r) => r.path.endsWith('/form/logo'))).toEqual([]);
  });

  it('shows the server error of a refused upload', async () => {
    server.use(
      http.post(apiUrl('/form/logo'), () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: 'This link id is already used by another form variant. Choose another one.',
          },
          { status: 409 },
        ),
      ),
    );
    const form = seedForm({ name: 'F' });
    const { user } = await openBuilder(form.id);

    await user.click(screen.getByRole('button', { name: 'Add Logo Variant' }));
    await user.type(screen.getByRole('textbox', { name: 'Title of new variant' }), 'Green');
    await user.click(
      within(screen.getByRole('table', { name: 'Logo variants' })).getByRole('button', {
        name: 'Save',
      }),
    );

    expect(
      await screen.findByText(
        'This link id is already used by another form variant. Choose another one.',
      ),
    ).toBeInTheDocument();
  });
});
