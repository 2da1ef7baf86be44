import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { isAddressType } from '@job-intake/contracts/job-form/address';
import { choiceDisplay } from '@job-intake/contracts/job-form/messages';
import { countsForProgress, isAnswered } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { memo, useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { AnswerDisplay } from './answer-display';
import { FieldHeading, type FieldHeadingKind } from './field-heading';
import { describedByOf, fieldIds } from './field-ids';
import { FieldInput } from './field-input';
import { AddressFieldRow } from './field-row-address';
import styles from './job-form.module.css';
import { RequiredMark } from './required-mark';
import { textOf } from './answer-text';
import type { FieldRowProps } from './job-form-types';
import type { AnswerDraftStore } from './answer-draft-store';
import { useDraftAnswer } from './use-answer-draft';

interface MemoFieldRowProps extends Omit<FieldRowProps, 'onChange' | 'value' | 'customerValue'> {
  /** The form's answers: the row reads its own value (and the customer address's) from them. */
  answers: AnswerDraftStore;
  /** Stable across renders, so a keystroke elsewhere leaves this row alone. */
  onFieldChange: (fieldId: string, value: AnswerValue) => void;
}

/**
 * One field of the form, subscribed to its own answer: a keystroke re-renders the edited field,
 * not the form nor its other fields.
 */
export const FieldRow = memo(function FieldRow({
  answers,
  onFieldChange,
  ...props
}: MemoFieldRowProps) {
  const { field, customerField } = props;
  const value = useDraftAnswer(answers, field.id);
  const customerValue = useDraftAnswer(
    answers,
    isAddressType(field.type) ? customerField?.id : undefined,
  );
  const onChange = useCallback(
    (next: AnswerValue) => onFieldChange(field.id, next),
    [onFieldChange, field.id],
  );
  return (
    <FieldRowContent {...props} value={value} customerValue={customerValue} onChange={onChange} />
  );
});

const isChoice = (field: FieldDto) => field.type === 'choice' || field.type === 'assoc_choice';

/** Radios and checkboxes are a group under a legend; a dropdown of checkboxes names itself. */
function headingKind(field: FieldDto, editable: boolean): FieldHeadingKind {
  if (!editable) return 'text';
  if (isChoice(field)) return choiceDisplay(field.choices.length) === 'select' ? 'label' : 'legend';
  if (field.type === 'multi-select') return field.style.display === 'checkbox' ? 'legend' : 'text';
  return 'label';
}

/** One field: its title with the Required mark, its description, and its input or its value. */
function FieldRowContent(props: FieldRowProps) {
  const { field, value, editable, error } = props;
  if (field.type === 'hidden') {
    return editable ? <input type="hidden" name={field.id} value={textOf(value)} /> : null;
  }
  if (field.type === 'instructions') {
    return (
      <div className={`${styles.instructions} mb-3`} data-field-type="instructions">
        {field.title && <div className="fw-semibold mb-1">{field.title}</div>}
        <div>{field.description}</div>
      </div>
    );
  }

  const ids = fieldIds(field.id);
  const required = countsForProgress(field);
  const describedBy = describedByOf(field.id, {
    required,
    description: Boolean(field.description),
    error: Boolean(error),
  });
  const mark = required && <RequiredMark id={ids.required} filled={isAnswered(field, value)} />;
  const description = field.description && (
    <Form.Text as="div" id={ids.description} className="mt-0 mb-2">
      {field.description}
    </Form.Text>
  );
  const feedback = error && (
    <div className="invalid-feedback d-block" id={ids.error}>
      {error}
    </div>
  );

  if (isAddressType(field.type)) {
    return (
      <AddressFieldRow
        {...props}
        mark={mark}
        describedBy={describedBy}
        description={description}
        feedback={feedback}
      />
    );
  }

  const kind = headingKind(field, editable);
  const group = kind === 'legend';
  const Frame = group ? 'fieldset' : 'div';
  const groupProps = group && {
    id: field.id,
    role: isChoice(field) ? 'radiogroup' : undefined,
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy,
    'aria-required': isChoice(field) && field.required ? true : undefined,
    'aria-invalid': isChoice(field) && error ? true : undefined,
  };
  return (
    <Frame className="mb-3" data-field-type={field.type} {...groupProps}>
      <FieldHeading
        kind={kind}
        htmlFor={field.id}
        labelId={ids.label}
        title={field.title}
        mark={mark}
      />
      {description}
      {editable ? (
        <>
          <div className="d-print-none">
            <FieldInput
              {...props}
              labelId={ids.label}
              describedBy={group ? undefined : describedBy}
            />
            {feedback}
          </div>
          <div className="d-none d-print-block">
            <AnswerDisplay field={field} value={value} />
          </div>
        </>
      ) : (
        <AnswerDisplay field={field} value={value} />
      )}
    </Frame>
  );
}
