import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { TEXT_ANSWER_MAX_LENGTH } from '@job-intake/contracts/job-form/answers';
import {
  ALPHANUM_HTML_PATTERN,
  ALPHA_HTML_PATTERN,
  EMAIL_HTML_PATTERN,
  NUMBER_HTML_PATTERN,
  PHONE_HTML_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from '@job-intake/contracts/job-form/patterns';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import Form from 'react-bootstrap/Form';
import { textOf } from './answer-text';
import { ChoiceInput } from './choice-input';
import { CurrencyInput } from './currency-input';
import { DateInput } from './date-input';
import { MultiSelectInput } from './multi-select-input';

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
  const common = {
    id: field.id,
    name: field.id,
    value: textOf(value),
    required,
    isInvalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  switch (field.type) {
    case 'currency':
      return (
        <CurrencyInput
          id={field.id}
          value={textOf(value)}
          onChange={onChange}
          required={required}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
    case 'date':
      return (
        <DateInput
          id={field.id}
          value={textOf(value)}
          onChange={onChange}
          allowFuture={Boolean(field.style.futureDates)}
          required={required}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
    case 'choice':
    case 'assoc_choice':
      return (
        <ChoiceInput
          field={field}
          value={textOf(value)}
          onChange={onChange}
          required={required}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
    case 'multi-select':
      return (
        <MultiSelectInput
          field={field}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          required={required}
          invalid={invalid}
          labelledBy={labelId}
          describedBy={describedBy}
        />
      );
    case 'email':
      return (
        <Form.Control
          {...common}
          type="email"
          pattern={EMAIL_HTML_PATTERN}
          placeholder="name@example.com"
          style={{ maxWidth: '28rem' }}
        />
      );
    case 'phone':
      return (
        <Form.Control
          {...common}
          type="tel"
          pattern={PHONE_HTML_PATTERN}
          minLength={PHONE_MIN_LENGTH}
          maxLength={PHONE_MAX_LENGTH}
          placeholder="555-123-4567"
          style={{ maxWidth: '16rem' }}
        />
      );
    case 'alpha':
      return (
        <Form.Control
          {...common}
          pattern={ALPHA_HTML_PATTERN}
          maxLength={1}
          style={{ maxWidth: '5rem' }}
        />
      );
    case 'alphanum':
      return (
        <Form.Control
          {...common}
          pattern={ALPHANUM_HTML_PATTERN}
          maxLength={1}
          style={{ maxWidth: '5rem' }}
        />
      );
    case 'number':
      return (
        <Form.Control
          {...common}
          inputMode="decimal"
          pattern={NUMBER_HTML_PATTERN}
          style={{ maxWidth: '12rem' }}
        />
      );
    default:
      // text and mapped (a value the provider's import maps by field_configs / mapped_type).
      return (
        <Form.Control
          {...common}
          maxLength={TEXT_ANSWER_MAX_LENGTH}
          data-mapped={field.mapped_type?.reference}
        />
      );
  }
}
