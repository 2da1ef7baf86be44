import { isAddressType } from '@job-intake/contracts/job-form/address';
import { countsForProgress, isAnswered } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { memo, useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { AnswerDisplay } from './answer-display';
import { FieldInput } from './field-input';
import { AddressFieldRow } from './field-row-address';
import styles from './job-form.module.css';
import { RequiredMark } from './required-mark';
import { textOf } from './answer-text';
import type { FieldRowProps } from './job-form-types';

interface MemoFieldRowProps extends Omit<FieldRowProps, 'onChange'> {
  /** Stable across renders, so a keystroke elsewhere leaves this row alone. */
  onFieldChange: (fieldId: string, value: AnswerValue) => void;
}

/**
 * One field of the form, re-rendered only when its own props change: a keystroke re-renders the
 * edited field, not all of the form's fields.
 */
export const FieldRow = memo(function FieldRow({ onFieldChange, ...props }: MemoFieldRowProps) {
  const fieldId = props.field.id;
  const onChange = useCallback(
    (value: AnswerValue) => onFieldChange(fieldId, value),
    [onFieldChange, fieldId],
  );
  return <FieldRowContent {...props} onChange={onChange} />;
});

/** One field: its title with the Required badge, its description, and its input or its value. */
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
      <AddressFieldRow
        {...props}
        title={title}
        labelId={labelId}
        description={description}
        feedback={feedback}
      />
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
