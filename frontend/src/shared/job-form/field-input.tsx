import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import Form from 'react-bootstrap/Form';
import { textOf } from './answer-text';
import { ChoiceInput } from './choice-input';
import { CurrencyInput } from './currency-input';
import { DateInput } from './date-input';
import { MultiSelectInput } from './multi-select-input';
import { textInputRules } from './text-input-rules';

interface FieldInputProps {
  field: FieldDto;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
  labelId: string;
  describedBy?: string | undefined;
}

/** The input of a field that is not an address, with the rules of its type (spec section 5). */
export function FieldInput({
  field,
  value,
  onChange,
  error,
  labelId,
  describedBy,
}: FieldInputProps) {
  const invalid = Boolean(error);
  const required = field.required;
  const common = { onChange, required, invalid, describedBy };
  switch (field.type) {
    case 'currency':
      return <CurrencyInput id={field.id} value={textOf(value)} {...common} />;
    case 'date':
      return (
        <DateInput
          id={field.id}
          value={textOf(value)}
          allowFuture={Boolean(field.style.futureDates)}
          {...common}
        />
      );
    case 'choice':
    case 'assoc_choice':
      return <ChoiceInput field={field} value={textOf(value)} {...common} />;
    case 'multi-select':
      return (
        <MultiSelectInput
          field={field}
          value={Array.isArray(value) ? value : []}
          labelledBy={labelId}
          {...common}
        />
      );
    default:
      return (
        <Form.Control
          id={field.id}
          name={field.id}
          value={textOf(value)}
          required={required}
          isInvalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          {...textInputRules(field)}
        />
      );
  }
}
