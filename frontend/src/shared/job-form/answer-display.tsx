import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import {
  ADDRESS_NONE,
  ADDRESS_UNKNOWN,
  addressLines,
  isAddressType,
  isEmptyAddress,
} from '@job-intake/contracts/job-form/address';
import { NO_ADDRESS_DATA } from '@job-intake/contracts/job-form/messages';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { answerText } from './answer-text';

/** An answer shown read-only: text, amounts as $, dates as MM/DD/YYYY, addresses line by line. */
export function AnswerDisplay({
  field,
  value,
}: {
  field: FieldDto;
  value: AnswerValue | undefined;
}) {
  if (isAddressType(field.type)) {
    if (value === ADDRESS_NONE || value === ADDRESS_UNKNOWN) return <div>{value}</div>;
    if (isEmptyAddress(value))
      return <div className="text-body-secondary fst-italic">{NO_ADDRESS_DATA}</div>;
    return (
      <address className="mb-0">
        {addressLines(value).map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </address>
    );
  }
  const text = answerText(field, value);
  return text ? (
    <div className="text-break" style={{ whiteSpace: 'pre-line' }}>
      {text}
    </div>
  ) : (
    <div className="text-body-secondary">—</div>
  );
}
