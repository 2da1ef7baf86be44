import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import {
  formRequests,
  formsHandlers,
  resetForms,
  seedForm,
  signInAs,
  storedForm,
} from '../test-support/forms-handlers';

beforeEach(() => {
  server.use(...formsHandlers);
  signInAs({ permissions: ['forms'] });
});
afterEach(() => resetForms());

const patches = () => formRequests.filter((r) => r.method === 'PATCH').map((r) => r.body);

async function openBuilderWithNewField(type: string) {
  const form = seedForm({ name: 'F', sections: [{ title: 'Project' }] });
  const app = renderApp(`/form/${form.id}`);
  await screen.findByRole('form', { name: 'Form settings' });
  await app.user.click(screen.getByRole('button', { name: 'Add Field to Project' }));
  await app.user.click(await screen.findByRole('menuitem', { name: type }));
  return { ...app, form };
}

describe('FieldEditor: choices', () => {
  it('adds a choice on Enter in a choice box instead of saving the field', async () => {
    const { user } = await openBuilderWithNewField('Radio Button');
    const editor = screen.getByRole('form', { name: 'New Radio Button field' });
    await user.type(within(editor).getByLabelText(/Title/), 'Role');

    await user.type(within(editor).getByRole('textbox', { name: 'Choice 1' }), 'Owner{Enter}');

    const second = within(editor).getByRole('textbox', { name: 'Choice 2' });
    expect(second).toHaveValue('');
    expect(second).toHaveFocus();
    await user.type(second, 'Contractor{Enter}');
    expect(within(editor).getByRole('textbox', { name: 'Choice 3' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'New Radio Button field' })).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('moves to the next choice on Enter in a choice box that is not the last', async () => {
    const { user } = await openBuilderWithNewField('Radio Button');
    const editor = screen.getByRole('form', { name: 'New Radio Button field' });
    await user.click(within(editor).getByRole('button', { name: 'Add Choice' }));

    await user.type(within(editor).getByRole('textbox', { name: 'Choice 1' }), 'Owner{Enter}');

    expect(within(editor).getByRole('textbox', { name: 'Choice 2' })).toHaveFocus();
    expect(within(editor).queryByRole('textbox', { name: 'Choice 3' })).not.toBeInTheDocument();
    expect(patches()).toEqual([]);
  });
});

describe('FieldEditor: Maps to job setting', () => {
  it('offers the currency settings for a currency field and saves the chosen one', async () => {
    const { user, form } = await openBuilderWithNewField('Currency');
    const editor = screen.getByRole('form', { name: 'New Currency field' });
    const mapsTo = within(editor).getByLabelText('Maps to job setting');
    expect(mapsTo).toHaveValue('');
    expect(
      within(mapsTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Total Contract Amount', 'Total Claim Amount']);

    await user.type(within(editor).getByLabelText(/Title/), 'Contract Amount');
    await user.selectOptions(mapsTo, 'Total Contract Amount');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit field Contract Amount' });
    expect(screen.getByText('Maps to Total Contract Amount')).toBeInTheDocument();
    expect(patches()[0]).toMatchObject({
      field: { type: 'currency', mapped_type: { reference: 'total_contract_amt' } },
    });
    expect(storedForm(form.id)!.sections[0]!.fields[0]!.mapped_type).toEqual({
      reference: 'total_contract_amt',
    });
  });

  it('shows the saved mapping of a date field and clears it with None', async () => {
    const form = seedForm({
      name: 'F',
      sections: [
        {
          title: 'Project',
          fields: [
            { title: 'Started', type: 'date', mapped_type: { reference: 'first_furnishing' } },
          ],
        },
      ],
    });
    const { user } = renderApp(`/form/${form.id}`);
    expect(await screen.findByText('Maps to First Furnishing Date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit field Started' }));
    const editor = screen.getByRole('form', { name: 'Edit Started field' });
    const mapsTo = within(editor).getByLabelText('Maps to job setting');
    expect(mapsTo).toHaveValue('first_furnishing');
    expect(
      within(mapsTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'First Furnishing Date', 'Last Furnishing Date']);

    await user.selectOptions(mapsTo, 'None');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit field Started' });
    expect(patches()[0]).toMatchObject({ field: { type: 'date', mapped_type: null } });
    expect(screen.queryByText(/^Maps to/)).not.toBeInTheDocument();
  });

  it('offers no mapping for a text field', async () => {
    await openBuilderWithNewField('Text');
    const editor = screen.getByRole('form', { name: 'New Text field' });
    expect(within(editor).queryByLabelText('Maps to job setting')).not.toBeInTheDocument();
  });
});
