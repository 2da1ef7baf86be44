import { FORM_SAVED_MESSAGE } from '@job-intake/contracts/forms/forms-api';
import { VALIDATION_ERROR_MESSAGE } from '@job-intake/contracts/job-form/messages';
import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobForm } from './job-form';
import { PROGRESS_LABEL } from './job-form-footer';
import type { JobFormProps } from './job-form-types';

function renderForm(props: Partial<JobFormProps> = {}) {
  const user = userEvent.setup();
  render(<JobForm form={SAMPLE_FORM} answers={{}} status="open" viewer="staff" {...props} />);
  return { user };
}

describe('JobForm for screen readers', () => {
  it('names each field by its title alone; Required and the help text describe it', () => {
    renderForm();
    const projectType = screen.getByRole('radiogroup', { name: 'Type of Project' });
    expect(projectType).toHaveAccessibleDescription('Required');
    expect(projectType.tagName).toBe('FIELDSET');
    const description = screen.getByRole('textbox', { name: 'Project Description' });
    expect(description).toHaveAccessibleDescription('Required');
    expect(description).toBeRequired();
    expect(screen.getByRole('group', { name: 'Job Site Address' })).toHaveAccessibleDescription(
      /^Required/,
    );
    expect(screen.getByRole('textbox', { name: 'Quantity' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('announces a refusal as an alert and moves focus to the first refused field', async () => {
    const onSaveAnswers = vi.fn();
    const { user } = renderForm({ onSaveAnswers });
    const phone = screen.getByRole('textbox', { name: 'Customer Phone' });
    await user.type(phone, '555 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Customer Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSaveAnswers).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_ERROR_MESSAGE);
    const email = screen.getByRole('textbox', { name: 'Customer Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Customer Email/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/10-digit phone number/);
  });

  it('tells the save and the remaining count politely, in regions that are always there', async () => {
    const onSaveAnswers = vi.fn().mockResolvedValue(undefined);
    const { user } = renderForm({ onSaveAnswers });
    const status = screen.getByRole('status', { name: 'Form status' });
    expect(status).toBeEmptyDOMElement();
    const remaining = screen.getByTestId('remaining');
    expect(remaining).toHaveAttribute('role', 'status');
    const before = remaining.textContent;

    await user.type(screen.getByRole('textbox', { name: 'Project Description' }), 'Tower');
    expect(remaining.textContent).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(FORM_SAVED_MESSAGE)).toBeInTheDocument();
    expect(status).toHaveTextContent(FORM_SAVED_MESSAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaveAnswers).toHaveBeenCalledWith({ [SAMPLE.description]: 'Tower' });
  });

  it('names the progress bar itself', () => {
    renderForm();
    expect(screen.getByRole('progressbar', { name: PROGRESS_LABEL })).toHaveAttribute(
      'aria-valuenow',
    );
  });
});
