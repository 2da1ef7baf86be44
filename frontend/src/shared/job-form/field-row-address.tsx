import type { ReactNode } from 'react';
import { AddressInput } from './address-input';
import { AnswerDisplay } from './answer-display';
import { FieldHeading } from './field-heading';
import { fieldIds } from './field-ids';
import type { FieldRowProps } from './job-form-types';

interface AddressFieldRowProps extends FieldRowProps {
  /** The Required mark (with its id), beside the title. */
  mark: ReactNode;
  /** The ids of the mark, the description and the error. */
  describedBy: string | undefined;
  description: ReactNode;
  feedback: ReactNode;
}

/** An address field: its inputs (printed as the address), or the address read-only. */
export function AddressFieldRow(props: AddressFieldRowProps) {
  const { field, value, editable, error, mark, description, feedback } = props;
  const labelId = fieldIds(field.id).label;
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
              mark={mark}
              describedBy={props.describedBy}
              invalid={Boolean(error)}
            />
            {description}
            {feedback}
          </div>
          <div className="d-none d-print-block">
            <div className="fw-semibold mb-1">{field.title}</div>
            <AnswerDisplay field={field} value={value} />
          </div>
        </>
      ) : (
        <>
          <FieldHeading kind="text" labelId={labelId} title={field.title} mark={mark} />
          {description}
          <AnswerDisplay field={field} value={value} />
        </>
      )}
    </div>
  );
}
