import { SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobForm } from './job-form';
import { NO_FORM_DATA } from './no-form-data';

describe("JobForm: the company's style and a form without data", () => {
  it("loads the company's Custom Style and carries the class its rules are scoped to", () => {
    const { container } = render(
      <JobForm form={SAMPLE_FORM} answers={{}} status="open" viewer="staff" />,
    );
    const sheet = container.querySelector('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe(
      `http://localhost:3000/api/v1/company-style/${SAMPLE_FORM.company_id}.css`,
    );
    expect(screen.getByTestId('job-form')).toHaveClass('company-style');
    expect(screen.queryByText(NO_FORM_DATA)).not.toBeInTheDocument();
  });

  it('says when the form came back without any section to fill in (spec section 8)', () => {
    render(
      <JobForm form={{ ...SAMPLE_FORM, sections: [] }} answers={{}} status="open" viewer="guest" />,
    );
    expect(
      screen.getByText(
        'Data loading completed but no form data was received. This may indicate an API issue.',
      ),
    ).toBeInTheDocument();
  });
});
