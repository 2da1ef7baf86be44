import type { FieldDto, FormConfig } from '@job-intake/contracts/forms/forms-api';
import { isAddressType } from '@job-intake/contracts/job-form/address';
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
import { countsForProgress, isAnswered } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import Form from 'react-bootstrap/Form';
import { AddressInput } from './address-input';
import { AnswerDisplay } from './answer-display';
import { ChoiceInput } from './choice-input';
import { CurrencyInput } from './currency-input';
import { DateInput } from './date-input';
import styles from './job-form.module.css';
import { MultiSelectInput } from './multi-select-input';
import { RequiredMark } from './required-mark';

export interface FieldRowProps {
  field: FieldDto;
  value: AnswerValue | undefined;
  editable: boolean;
  onChange: (value: AnswerValue) => void;
  config: Pick<FormConfig, 'allow_none' | 'allow_same_as'>;
  customerField: FieldDto | undefined;
  customerValue: AnswerValue | undefined;
  /** A message naming what is wrong with the value (shown under the input). */
  error?: string;
}

const text = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');

/** One field: its title with the Required badge, its description, and its input or its value. */
export function FieldRow(props: FieldRowProps) {
  const { field, value, editable, error } = props;
  if (field.type === 'hidden') {
    return editable ? <input type="hidden" name={field.id} value={text(value)} /> : null;
  }
  if (field.type === 'instructions') {
    return (
      <div className={`${styles.instructions} mb-3`} data-field-type="instructions">
        {field.title && <div className="fw-semibold mb-1">{field.title}</div>}
        <div>{field.description}</div>
      </div>
    );
  }

  const labelId = `${field.id}-label`;
  const descriptionId = field.description ? `${field.id}-description` : undefined;
  const title = (
    <>
      {field.title}
      {countsForProgress(field) && <RequiredMark filled={isAnswered(field, value)} />}
    </>
  );
  const description = field.description && (
    <Form.Text as="div" id={descriptionId} className="mt-0 mb-2">
      {field.description}
    </Form.Text>
  );
  const feedback = error && (
    <div className="invalid-feedback d-block" role="alert">
      {error}
    </div>
  );
  const printed = (
    <div className="d-none d-print-block">
      <AnswerDisplay field={field} value={value} />
    </div>
  );

  if (isAddressType(field.type)) {
    return (
      <div className="mb-4" data-field-type={field.type}>
        {editable ? (
          <>
            <div className="d-print-none">
              <AddressInput
                field={field}
                value={value}
                onChange={props.onChange}
                config={props.config}
                customerField={props.customerField}
                customerValue={props.customerValue}
                title={title}
                invalid={Boolean(error)}
              />
              {description}
              {feedback}
            </div>
            <div className="d-none d-print-block">
              <div className="fw-semibold mb-1">{title}</div>
              <AnswerDisplay field={field} value={value} />
            </div>
          </>
        ) : (
          <>
            <div className="fw-semibold mb-1" id={labelId}>
              {title}
            </div>
            {description}
            <AnswerDisplay field={field} value={value} />
          </>
        )}
      </div>
    );
  }

  const isLabelledControl = !['choice', 'assoc_choice', 'multi-select'].includes(field.type);
  return (
    <div className="mb-3" data-field-type={field.type}>
      {editable && isLabelledControl ? (
        <Form.Label htmlFor={field.id} id={labelId} className="fw-semibold mb-1">
          {title}
        </Form.Label>
      ) : (
        <div className="fw-semibold mb-1" id={labelId}>
          {title}
        </div>
      )}
      {description}
      {editable ? (
        <>
          <div className="d-print-none">
            <FieldInput {...props} labelId={labelId} describedBy={descriptionId} />
            {feedback}
          </div>
          {printed}
        </>
      ) : (
        <AnswerDisplay field={field} value={value} />
      )}
    </div>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  error,
  labelId,
  describedBy,
}: FieldRowProps & { labelId: string; describedBy?: string }) {
  const invalid = Boolean(error);
  const required = field.required;
  const common = {
    id: field.id,
    name: field.id,
    value: text(value),
    required,
    isInvalid: invalid,
    'aria-describedby': describedBy,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  switch (field.type) {
    case 'currency':
      return (
        <CurrencyInput
          id={field.id}
          value={text(value)}
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
          value={text(value)}
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
          value={text(value)}
          onChange={onChange}
          required={required}
          invalid={invalid}
          labelledBy={labelId}
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
