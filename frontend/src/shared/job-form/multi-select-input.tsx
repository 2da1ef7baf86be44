import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { useEffect, useRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';

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

const SELECT_ONE_OR_MORE = 'Select one or more…';
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
  const names = field.choices
    .filter((choice) => value.includes(choice.id))
    .map((choice) => choice.name);
  return (
    <div className="position-relative" style={{ maxWidth: '28rem' }}>
      <Dropdown autoClose="outside">
        <Dropdown.Toggle
          id={field.id}
          variant="outline-secondary"
          className={`w-100 d-flex align-items-center justify-content-between text-start bg-body text-body ${invalid ? 'border-danger' : ''}`}
          aria-labelledby={`${labelledBy} ${field.id}`}
          aria-describedby={describedBy}
        >
          <span className={`text-truncate ${names.length ? '' : 'text-body-secondary'}`}>
            {names.length ? names.join(', ') : SELECT_ONE_OR_MORE}
          </span>
        </Dropdown.Toggle>
        <Dropdown.Menu className="w-100 px-3 py-2" role="group" aria-labelledby={labelledBy}>
          {boxes}
        </Dropdown.Menu>
      </Dropdown>
      {validityInput}
    </div>
  );
}
