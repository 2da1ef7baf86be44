import type { FieldDto, FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createElement, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobForm } from './job-form';

/** How often each field's input rendered, by field id; and the form's sections, under FORM. */
const renders = new Map<string, number>();
const FORM = 'the form';
const counted = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);

// The real input, rendered through a counter: it renders exactly when its FieldRow does.
vi.mock('./field-input', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./field-input')>();
  return {
    FieldInput: (props: ComponentProps<typeof actual.FieldInput>) => {
      counted(props.field.id);
      return createElement(actual.FieldInput, props);
    },
  };
});

// The real sections, through a counter: they render whenever the form itself does.
vi.mock('./job-form-sections', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./job-form-sections')>();
  return {
    JobFormSections: (props: ComponentProps<typeof actual.JobFormSections>) => {
      counted(FORM);
      return createElement(actual.JobFormSections, props);
    },
  };
});

const FIELD_COUNT = 100;

function manyFieldsForm(): FormSnapshot {
  const [project, ...rest] = SAMPLE_FORM.sections;
  const template = project!.fields.find((field) => field.id === SAMPLE.description)!;
  const extra: FieldDto[] = Array.from({ length: FIELD_COUNT }, (_, index) => ({
    ...template,
    id: `many-${index}`,
    title: `Field ${index}`,
    required: false,
    order: 1000 + index,
  }));
  return {
    ...SAMPLE_FORM,
    sections: [{ ...project!, fields: [...project!.fields, ...extra] }, ...rest],
  };
}

describe('JobForm: a keystroke re-renders only what depends on it', () => {
  beforeEach(() => renders.clear());

  it('re-renders the edited field, not the form nor the other fields', async () => {
    const user = userEvent.setup();
    render(<JobForm form={manyFieldsForm()} answers={{}} status="open" viewer="staff" />);
    const input = screen.getByRole('textbox', { name: 'Field 42' });
    // The first character makes the form dirty (Save Changes turns on): the form renders once.
    await user.type(input, 'x');
    renders.clear();

    await user.keyboard('yz');

    expect(input).toHaveValue('xyz');
    expect(renders.get('many-42')).toBeGreaterThan(0);
    const others = [...renders.keys()].filter((id) => id !== 'many-42');
    expect(others).toEqual([]);
  });

  it('still updates the progress of a required field that is typed into', async () => {
    const user = userEvent.setup();
    render(<JobForm form={manyFieldsForm()} answers={{}} status="open" viewer="staff" />);
    const remaining = screen.getByTestId('remaining').textContent;

    await user.type(screen.getByRole('textbox', { name: /Project Description/ }), 'Mall');

    expect(screen.getByTestId('remaining').textContent).not.toBe(remaining);
  });
});
