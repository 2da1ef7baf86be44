import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewerSession, seedJob, TEST_FORM } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';

/** The test form with its amount and start date mapped to the job settings of the same kind. */
const MAPPED_FORM: FormSnapshot = {
  ...TEST_FORM,
  sections: TEST_FORM.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      const reference = { 'field-amount': 'total_contract_amt', 'field-start': 'first_furnishing' }[
        field.id
      ];
      return reference ? { ...field, mapped_type: { reference } } : field;
    }),
  })),
};

function seedMappedJob() {
  return seedJob({
    name: 'Shared Values',
    form: MAPPED_FORM,
    total_contract_amt: '100.00',
    answerData: { 'field-amount': '100.00', 'field-start': '2025-03-07' },
  });
}

const settingsPanel = () => screen.getByRole('region', { name: 'Client Information' });
const jobForm = () => screen.getByRole('form', { name: 'Job form' });

describe('a mapped value shown in both the Settings panel and the job form (issue 10, defect 10)', () => {
  it('refetches the job form after the settings are saved', async () => {
    const job = seedMappedJob();
    const { user } = renderApp(`/job/${job.id}?tab=settings`, { session: reviewerSession() });

    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const amount = within(settingsPanel()).getByLabelText('Total Contract Amount');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(settingsPanel()).getByRole('button', { name: 'Save' }));
    await within(settingsPanel()).findByText('$5,000.00');

    await user.click(screen.getByRole('tab', { name: 'Job Data' }));
    await waitFor(() =>
      expect(within(jobForm()).getByRole('textbox', { name: /Contract Amount/ })).toHaveValue(
        '5,000.00',
      ),
    );
  });

  it('shows the saved job form value in the Settings panel', async () => {
    const job = seedMappedJob();
    const { user } = renderApp(`/job/${job.id}`, { session: reviewerSession() });

    const amount = await within(await screen.findByRole('form', { name: 'Job form' })).findByRole(
      'textbox',
      { name: /Contract Amount/ },
    );
    await user.clear(amount);
    await user.type(amount, '777');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await user.click(screen.getByRole('tab', { name: /Settings/ }));
    expect(await within(settingsPanel()).findByText('$777.00')).toBeInTheDocument();
  });
});
