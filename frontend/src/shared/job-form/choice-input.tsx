import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { CHOOSE_AN_OPTION, choiceDisplay } from '@job-intake/contracts/job-form/messages';
import Form from 'react-bootstrap/Form';

interface ChoiceInputProps {
  field: FieldDto;
  value: string;
  onChange: (choiceId: string) => void;
  required?: boolean;
  invalid?: boolean;
  /** The select's description (radios are described by their fieldset). */
  describedBy?: string | undefined;
}

/**
 * A single choice (choice and assoc_choice): radio buttons for up to 5 options, a select with
 * '< choose an option >' above 5 (spec sections 5 and 9). The radios sit in the field row's
 * fieldset, which names and describes them.
 */
export function ChoiceInput({
  field,
  value,
  onChange,
  required,
  invalid,
  describedBy,
}: ChoiceInputProps) {
  if (choiceDisplay(field.choices.length) === 'select') {
    return (
      <Form.Select
        id={field.id}
        name={field.id}
        value={value}
        required={required}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        style={{ maxWidth: '28rem' }}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{CHOOSE_AN_OPTION}</option>
        {field.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </Form.Select>
    );
  }
  return field.choices.map((choice) => (
    <Form.Check
      key={choice.id}
      inline
      type="radio"
      id={`${field.id}-${choice.id}`}
      name={field.id}
      value={choice.id}
      label={choice.name}
      checked={value === choice.id}
      required={required}
      isInvalid={invalid}
      onChange={() => onChange(choice.id)}
    />
  ));
}
