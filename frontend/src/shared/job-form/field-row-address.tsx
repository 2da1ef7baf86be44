import type { ReactNode } from 'react';
import { AddressInput } from './address-input';
import { AnswerDisplay } from './answer-display';
import type { FieldRowProps } from './job-form-types';

interface AddressFieldRowProps extends FieldRowProps {
  title: ReactNode;
  labelId: string;
  description: ReactNode;
  feedback: ReactNode;
}

/** An address field: its inputs (printed as the address), or the address read-only. */
export function AddressFieldRow(props: AddressFieldRowProps) {
  const { field, value, editable, error, title, labelId, description, feedback } = props;
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
