import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { lazy, Suspense, useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { ChoicesToggleButton } from './choices-toggle';
import type { ChoicesToggleProps } from './choices-toggle-attributes';

// The dropdown brings Popper and react-bootstrap's Dropdown: loaded once a form has one, so
// the guest page's first script stays without them (issue 32); until then the toggle shows alone.
const MultiSelectDropdown = lazy(() =>
  import('./multi-select-dropdown').then((module) => ({ default: module.MultiSelectDropdown })),
);

interface MultiSelectInputProps {
  field: FieldDto;
  value: readonly string[];
  onChange: (choiceIds: string[]) => void;
  required?: boolean;
  invalid?: boolean;
  labelledBy: string;
  /** The dropdown's description (checkboxes are described by their fieldset). */
  describedBy?: string | undefined;
}

const CHOOSE_ONE_OR_MORE_MESSAGE = 'Please choose at least one option.';

/**
 * A multi-select: checkboxes with style.display 'checkbox', else a dropdown of checkboxes
 * (the default). A required one needs at least one choice (checked natively on submit).
 */
export function MultiSelectInput({
  field,
  value,
  onChange,
  required,
  invalid,
  labelledBy,
  describedBy,
}: MultiSelectInputProps) {
  const validity = useRef<HTMLInputElement>(null);
  const missing = Boolean(required) && value.length === 0;
  useEffect(() => {
    validity.current?.setCustomValidity(missing ? CHOOSE_ONE_OR_MORE_MESSAGE : '');
  }, [missing]);

  const toggle = (choiceId: string, on: boolean) => {
    const next = on ? [...value, choiceId] : value.filter((id) => id !== choiceId);
    // Kept in the order of the choices.
    onChange(field.choices.map((choice) => choice.id).filter((id) => next.includes(id)));
  };
  const boxes = field.choices.map((choice) => (
    <Form.Check
      key={choice.id}
      type="checkbox"
      inline={field.style.display === 'checkbox'}
      id={`${field.id}-${choice.id}`}
      name={field.id}
      value={choice.id}
      label={choice.name}
      checked={value.includes(choice.id)}
      isInvalid={invalid}
      aria-invalid={invalid || undefined}
      onChange={(event) => toggle(choice.id, event.target.checked)}
    />
  ));
  // Carries the native "choose at least one" check (a group of checkboxes cannot be required).
  const validityInput = (
    <input
      ref={validity}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      readOnly
      value={value.join(',')}
      name={`${field.id}-validity`}
    />
  );

  if (field.style.display === 'checkbox') {
    // In the field row's fieldset, which names and describes the checkboxes.
    return (
      <>
        {boxes}
        {validityInput}
      </>
    );
  }
  const toggleProps: ChoicesToggleProps = {
    id: field.id,
    names: field.choices.filter((choice) => value.includes(choice.id)).map((choice) => choice.name),
    invalid,
    labelledBy: `${labelledBy} ${field.id}`,
    describedBy,
  };
  return (
    <div className="position-relative" style={{ maxWidth: '28rem' }}>
      <Suspense fallback={<ChoicesToggleButton {...toggleProps} />}>
        <MultiSelectDropdown toggle={toggleProps} menuLabelledBy={labelledBy}>
          {boxes}
        </MultiSelectDropdown>
      </Suspense>
      {validityInput}
    </div>
  );
}
