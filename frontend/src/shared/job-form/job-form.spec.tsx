import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import {
  SAMPLE,
  SAMPLE_FORM,
  SAMPLE_PARTY,
  SAMPLE_PLACE,
} from '@job-intake/contracts/job-form/sample-form';
import type { ProviderLocation } from '@job-intake/contracts/provider/provider-api';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobForm } from './job-form';
import type { Answers, JobFormProps } from './job-form-types';

/** Every visible required field filled (role 1: no party sections). */
const COMPLETE: Answers = {
  [SAMPLE.description]: 'Riverside Mall',
  [SAMPLE.projectType]: 'key_1',
  [SAMPLE.hiredBy]: '1',
  [SAMPLE.site]: SAMPLE_PLACE,
  [SAMPLE.customer]: SAMPLE_PARTY,
  [SAMPLE.amount]: '125000.00',
  [SAMPLE.firstDate]: '2025-01-15',
};

function renderForm(props: Partial<JobFormProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <JobForm
      form={SAMPLE_FORM}
      answers={{}}
      status="open"
      viewer="staff"
      onFinalize={vi.fn()}
      {...props}
    />,
  );
  return { user, ...view };
}

const section = (title: string) => screen.getByRole('region', { name: title });
const querySection = (title: string) => screen.queryByRole('region', { name: title });

describe('JobForm: every field type', () => {
  it('renders an input for each type with its rules', () => {
    const { container } = renderForm({ answers: { [SAMPLE.hiredBy]: '5' } });
    expect(screen.getByRole('textbox', { name: /Project Description/ })).toBeRequired();
    // currency: $ prefix, 0.00 placeholder
    const amount = screen.getByRole('textbox', { name: /Total Contract Amount/ });
    expect(amount).toHaveAttribute('placeholder', '0.00');
    expect(amount.parentElement).toHaveTextContent('$');
    expect(screen.getByRole('textbox', { name: /First Furnishing Date/ })).toHaveAttribute(
      'placeholder',
      'MM/DD/YYYY',
    );
    expect(screen.getByRole('textbox', { name: 'Customer Email' })).toHaveAttribute(
      'type',
      'email',
    );
    const phone = screen.getByRole('textbox', { name: 'Customer Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('minlength', '7');
    expect(phone).toHaveAttribute('maxlength', '50');
    expect(screen.getByRole('textbox', { name: 'Middle Initial' })).toHaveAttribute(
      'maxlength',
      '1',
    );
    expect(screen.getByRole('textbox', { name: 'Unit' })).toHaveAttribute('pattern', '[A-Za-z0-9]');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute(
      'pattern',
      '\\d+(\\.\\d{1,2})?',
    );
    expect(screen.getByRole('textbox', { name: 'Provider Job Type' })).toHaveAttribute(
      'data-mapped',
      'job_type',
    );
    // choice (2 options) and assoc_choice (5 options): radio buttons
    expect(screen.getByRole('radiogroup', { name: /Type of Project/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: /Who Hired You/ })).getAllByRole('radio'),
    ).toHaveLength(5);
    // multi-select, checkbox and dropdown styles
    expect(
      within(screen.getByRole('group', { name: 'What Did You Furnish?' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Trades/ })).toHaveTextContent('Select one or more…');
    // instructions and hidden
    expect(screen.getByText('Tell us about the project.')).toBeInTheDocument();
    expect(container.querySelector(`input[type="hidden"][name="${SAMPLE.hidden}"]`)).not.toBeNull();
    expect(screen.queryByText('Source')).not.toBeInTheDocument();
  });

  it('shows a select with "< choose an option >" above 5 choices, radio buttons up to 5', async () => {
    const { user } = renderForm();
    const select = screen.getByRole('combobox', { name: 'Project State' });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('< choose an option >');
    expect(within(select).getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(select, 'Arizona');
    expect(select).toHaveValue('key_3');
    expect(screen.queryByRole('radio', { name: 'Arizona' })).not.toBeInTheDocument();
  });

  it('lays out addresses: no contact parts for the job location, Lot/Parcel/Block, bond no only for 10–12, fieldset', () => {
    renderForm({ answers: { [SAMPLE.hiredBy]: '5' } });
    const site = screen.getByRole('group', { name: /Job Site Address/ });
    expect(within(site).queryByLabelText('Company')).not.toBeInTheDocument();
    expect(within(site).getByLabelText('Parcel No')).toBeInTheDocument();
    expect(within(site).getByLabelText('Lot No')).toBeInTheDocument();
    expect(within(site).getByLabelText('Block No')).toBeInTheDocument();
    expect(within(site).queryByLabelText('Bond No')).not.toBeInTheDocument();
    const customer = screen.getByRole('group', { name: /^Customer/ });
    expect(within(customer).getByLabelText('Company')).toBeInTheDocument();
    expect(within(customer).queryByLabelText('Bond No')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: /^Surety/ })).getByLabelText('Bond No'),
    ).toBeInTheDocument();
    // address_plus, Columns layout, Compact and Fieldset
    const contractor = section('General Contractor');
    const fieldset = contractor.querySelector('fieldset')!;
    expect(
      within(fieldset).getByText('General Contractor', { selector: 'legend > span' }),
    ).toBeInTheDocument();
    expect(fieldset.querySelector('[data-layout="columns"]')).not.toBeNull();
    expect(within(fieldset).getByLabelText('Parcel No')).toHaveAttribute(
      'placeholder',
      'Parcel No',
    );
  });
});

describe('JobForm: sections and the association choice', () => {
  it('draws no section list on a phone, where its one column has no room for it', () => {
    vi.stubGlobal('innerWidth', 390);
    try {
      renderForm();
      expect(screen.getByRole('form', { name: 'Job form' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Form sections' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows party sections by the chosen role, and lists visible sections in the quick navigation', async () => {
    const { user } = renderForm();
    const nav = screen.getByRole('navigation', { name: 'Form sections' });
    expect(querySection('Owner')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Owner' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Attachments/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Back to Top/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'General Contractor' }));
    expect(section('Owner')).toBeInTheDocument();
    expect(querySection('General Contractor')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Owner' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Sub-Subcontractor' }));
    expect(section('Owner')).toBeInTheDocument();
    expect(section('General Contractor')).toBeInTheDocument();
    expect(section('Subcontractor')).toBeInTheDocument();

    // With the extra flag the value 6 shows type_ids below 6 only — the same three.
    await user.click(screen.getByRole('radio', { name: 'Supplier to a Sub-Subcontractor' }));
    expect(section('Subcontractor')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    expect(querySection('Owner')).not.toBeInTheDocument();
    expect(querySection('Subcontractor')).not.toBeInTheDocument();
  });
});

describe('JobForm: progress', () => {
  it('turns Required badges into checks and counts the remaining fields down to 0', async () => {
    const { [SAMPLE.description]: _left, ...allButOne } = COMPLETE;
    const { user } = renderForm({ answers: allButOne });
    expect(screen.getByTestId('remaining')).toHaveTextContent('1 required field(s) remaining');
    expect(screen.getByRole('progressbar')).toHaveTextContent('85%');
    // The mark is the field's description, beside its label: the name stays the title alone.
    const description = screen.getByRole('textbox', { name: 'Project Description' });
    expect(description).toHaveAccessibleDescription('Required');

    await user.type(description, 'Tower');
    expect(screen.getByTestId('remaining')).toHaveTextContent('0 required field(s) remaining');
    expect(screen.getByRole('progressbar')).toHaveTextContent('100%');
    expect(description).toHaveAccessibleDescription('Required field filled');
  });

  it('counts party sections only while they are shown', async () => {
    const { user } = renderForm({ answers: COMPLETE });
    expect(screen.getByTestId('remaining')).toHaveTextContent('0 required field(s) remaining');
    await user.click(screen.getByRole('radio', { name: 'Subcontractor' }));
    expect(screen.getByTestId('remaining')).toHaveTextContent('2 required field(s) remaining');
  });
});

describe('JobForm: saving and finalizing an open job', () => {
  it('enables Finalize only at 100% with no unsaved changes', async () => {
    const onFinalize = vi.fn();
    const { user, rerender } = renderForm({ answers: COMPLETE, onFinalize });
    const finalize = screen.getByRole('button', { name: 'Finalize' });
    expect(finalize).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');
    expect(finalize).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    expect(finalize).toBeEnabled();
    await user.click(finalize);
    expect(onFinalize).toHaveBeenCalledTimes(1);

    const { [SAMPLE.amount]: _amount, ...incomplete } = COMPLETE;
    rerender(
      <JobForm
        form={SAMPLE_FORM}
        answers={incomplete}
        status="open"
        viewer="staff"
        onFinalize={onFinalize}
      />,
    );
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeDisabled();
  });

  it('saves only the changed answers, normalised, reports dirtiness, and shows the server’s refusal', async () => {
    const onSaveAnswers = vi
      .fn()
      .mockRejectedValueOnce({
        status: 400,
        data: { statusCode: 400, message: ['"Unpaid Balance" is wrong'] },
      })
      .mockResolvedValueOnce({ answerData: { ...COMPLETE, [SAMPLE.balance]: '1234.50' } });
    const onDirtyChange = vi.fn();
    const { user } = renderForm({ answers: COMPLETE, onSaveAnswers, onDirtyChange });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    const balance = screen.getByRole('textbox', { name: 'Unpaid Balance' });
    await user.type(balance, '1234.567');
    expect(balance).toHaveValue('1,234.56');
    await user.tab();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    await user.click(save);
    expect(onSaveAnswers).toHaveBeenCalledWith({ [SAMPLE.balance]: '1234.56' });
    expect(await screen.findByText('"Unpaid Balance" is wrong')).toBeInTheDocument();
    expect(balance).toHaveValue('1,234.56');

    await user.clear(balance);
    await user.type(balance, '1234.5');
    await user.tab();
    expect(balance).toHaveValue('1,234.50');
    await user.click(save);
    expect(onSaveAnswers).toHaveBeenLastCalledWith({ [SAMPLE.balance]: '1234.50' });
    expect(await screen.findByText('Form saved successfully!')).toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(save).toBeDisabled();
  });

  it('checks answers with the shared rules before saving, naming the field', async () => {
    const onSaveAnswers = vi.fn();
    const { user } = renderForm({ answers: COMPLETE, onSaveAnswers });
    await user.type(screen.getByRole('textbox', { name: 'Customer Phone' }), '555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSaveAnswers).not.toHaveBeenCalled();
    expect(
      screen.getAllByText(/"Customer Phone" must be a 10-digit phone number/).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText('Validation Error: Please check required fields, and try again!'),
    ).toBeInTheDocument();
  });

  it('turns an invalid date into an empty one on blur', async () => {
    const { user } = renderForm();
    const date = screen.getByRole('textbox', { name: /First Furnishing Date/ });
    await user.type(date, '02/30/2025');
    await user.tab();
    expect(date).toHaveValue('');
    await user.type(date, '3/7/2025');
    await user.tab();
    expect(date).toHaveValue('03/07/2025');
  });
});

describe('JobForm: saved answers from the page', () => {
  it('adopts newer saved answers, keeps unsaved edits, and takes an equal fresh object as no change', async () => {
    const { user, rerender } = renderForm({ answers: { [SAMPLE.description]: 'Old' } });
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '7');
    const props = { form: SAMPLE_FORM, status: 'open' as const, viewer: 'staff' as const };
    rerender(<JobForm {...props} answers={{ [SAMPLE.description]: 'New' }} />);
    expect(screen.getByRole('textbox', { name: /Project Description/ })).toHaveValue('New');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('7');
    rerender(<JobForm {...props} answers={{ [SAMPLE.description]: 'New' }} />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('7');
  });
});

describe('JobForm: a pending job', () => {
  it('opens a section with its pencil; a failed single-field update restores the old value', async () => {
    const onSingleFieldUpdate = vi
      .fn()
      .mockRejectedValueOnce(new Error('The job was changed meanwhile.'));
    const { user } = renderForm({ answers: COMPLETE, status: 'pending', onSingleFieldUpdate });
    expect(screen.queryByRole('textbox', { name: /Project Description/ })).not.toBeInTheDocument();
    expect(screen.getByText('Riverside Mall')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Project Information' }));
    const description = screen.getByRole('textbox', { name: /Project Description/ });
    await user.clear(description);
    await user.type(description, 'Harbor Bridge');
    await user.click(within(section('Project Information')).getByRole('button', { name: 'Save' }));

    expect(onSingleFieldUpdate).toHaveBeenCalledWith(SAMPLE.description, 'Harbor Bridge');
    expect(await screen.findByText('The job was changed meanwhile.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Project Description/ })).toHaveValue(
      'Riverside Mall',
    );

    await user.click(
      within(section('Project Information')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('textbox', { name: /Project Description/ })).not.toBeInTheDocument();
  });

  it('is read-only for a guest, with the banner', () => {
    renderForm({
      answers: { ...COMPLETE, [SAMPLE.customer]: {} },
      status: 'pending',
      viewer: 'guest',
    });
    expect(screen.getByText('Form Submission is complete!')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByText('$125,000.00')).toBeInTheDocument();
    expect(screen.getByText('01/15/2025')).toBeInTheDocument();
    expect(screen.getByText('Commercial')).toBeInTheDocument();
    expect(within(section('Customer')).getByText('No Address Data Found')).toBeInTheDocument();
  });
});

describe('JobForm: a new public job (Submit Form)', () => {
  it('validates natively and shows the validation message instead of submitting', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      status: 'new',
      viewer: 'guest',
      onSubmit,
      onFinalize: undefined,
    });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('Validation Error: Please check required fields, and try again!'),
    ).toBeInTheDocument();
  });

  it('submits the answers with the project name once everything required is filled', async () => {
    const onSubmit = vi.fn();
    const form: FormSnapshot = { ...SAMPLE_FORM, sections: SAMPLE_FORM.sections.slice(0, 1) };
    const { user } = renderForm({ form, status: 'new', viewer: 'guest', onSubmit });
    await user.type(screen.getByRole('textbox', { name: /Project Name/ }), 'Riverside Mall');
    await user.type(screen.getByRole('textbox', { name: /Project Description/ }), 'Phase 2');
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(onSubmit).toHaveBeenCalledWith({
      answers: {
        [SAMPLE.description]: 'Phase 2',
        [SAMPLE.projectType]: 'key_2',
        [SAMPLE.hiredBy]: '1',
      },
      project_name: 'Riverside Mall',
      reference_no: '',
    });
  });
});

describe('JobForm: addresses', () => {
  it('copies and clears the customer address with Same as Customer', async () => {
    const { user } = renderForm({
      answers: { [SAMPLE.hiredBy]: '3', [SAMPLE.customer]: SAMPLE_PARTY },
    });
    const owner = screen.getByRole('group', { name: /^Property Owner/ });
    const same = within(owner).getByRole('checkbox', { name: 'Same as Customer' });
    expect(same).not.toBeChecked();
    await user.click(same);
    expect(within(owner).getByLabelText('Company')).toHaveValue('Acme Builders');
    expect(within(owner).getByLabelText('City')).toHaveValue('Cleveland');
    expect(same).toBeChecked();
    await user.click(same);
    expect(within(owner).getByLabelText('Company')).toHaveValue('');
  });

  it('answers an optional block No (None) or Unknown, hiding its inputs', async () => {
    const { user } = renderForm({ answers: { ...COMPLETE, [SAMPLE.hiredBy]: '3' } });
    const owner = screen.getByRole('group', { name: /^Property Owner/ });
    expect(screen.getByTestId('remaining')).toHaveTextContent('1 required field(s) remaining');
    await user.click(within(owner).getByRole('radio', { name: 'No' }));
    expect(within(owner).queryByLabelText('Company')).not.toBeInTheDocument();
    expect(screen.getByTestId('remaining')).toHaveTextContent('0 required field(s) remaining');
    await user.click(within(owner).getByRole('radio', { name: 'Yes' }));
    expect(within(owner).getByLabelText('Company')).toBeInTheDocument();
  });
});

describe('JobForm: customer auto-fill', () => {
  const preset = (id: number, company: string): CustomerPresetDto => ({
    id,
    contact_role: 3,
    role_desc: 'General Contractor',
    company,
    name: 'Dana Whitfield',
    phone: '216-555-0142',
    address: '1800 Lakeside Ave E',
    address_2: '',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
    county: 'Cuyahoga',
    email: 'dana@example.com',
  });
  const location = (DIV_ID: number, ACTIVE: 0 | 1, COMPANY: string): ProviderLocation => ({
    DIV_ID,
    cli_no: `C${DIV_ID}`,
    COMPANY,
    COMPANY2: null,
    MAINCITY: 'Columbus',
    MAINSTATE: 'OH',
    ACTIVE,
    cust1_lbl: null,
    cust1: null,
  });

  it('selects the entry whose number is typed, lists only active locations, and clears with x', async () => {
    const { user } = renderForm({
      customers: [preset(12, 'Lakeshore GC'), preset(31, 'Summit Electric')],
      locations: [location(500, 1, 'North Branch'), location(501, 0, 'Closed Branch')],
      autofillLabel: 'Customer Auto-fill',
    });
    const search = screen.getByRole('combobox', { name: 'Customer Auto-fill' });
    await user.type(search, 'branch');
    expect(screen.getByRole('option', { name: /North Branch/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Closed Branch/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await user.type(search, '31');
    const customer = screen.getByRole('group', { name: /^Customer/ });
    expect(within(customer).getByLabelText('Company')).toHaveValue('Summit Electric');
    expect(within(customer).getByLabelText('Address')).toHaveValue('1800 Lakeside Ave E');
    expect(within(customer).getByLabelText('State')).toHaveValue('OH');
    expect(screen.getByText(/Filled from/)).toHaveTextContent('Filled from Summit Electric (#31)');
  });

  it('fills the customer address from a chosen search result', async () => {
    const { user } = renderForm({ customers: [preset(12, 'Lakeshore GC')] });
    await user.type(screen.getByRole('combobox', { name: 'Customer Auto-fill' }), 'lakeshore');
    await user.click(screen.getByRole('option', { name: /Lakeshore GC/ }));
    expect(
      within(screen.getByRole('group', { name: /^Customer/ })).getByLabelText('Company'),
    ).toHaveValue('Lakeshore GC');
  });
});
