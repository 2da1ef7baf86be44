import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import {
  ADDRESS_OPTIONS,
  addressValueForOption,
  type AddressOption,
} from '@job-intake/contracts/job-form/address';
import { SAME_AS_CUSTOMER } from '@job-intake/contracts/job-form/messages';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

interface AddressControlsProps {
  field: FieldDto;
  option: AddressOption;
  /** An optional party block: the Yes / No / Unknown toggle. */
  withOptions: boolean;
  /** Whether the address is the customer's; null hides 'Same as Customer'. */
  sameAs: boolean | null;
  onChange: (value: AnswerValue) => void;
  onSameAs: (checked: boolean) => void;
}

/** Above an address: Yes / No / Unknown and 'Same as Customer'. */
export function AddressControls({
  field,
  option,
  withOptions,
  sameAs,
  onChange,
  onSameAs,
}: AddressControlsProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-2 d-print-none">
      {withOptions && (
        <ToggleButtonGroup
          type="radio"
          size="sm"
          name={`${field.id}-option`}
          value={option}
          aria-label={`Yes, No or Unknown: ${field.title || 'Address'}`}
          onChange={(next: AddressOption) => onChange(addressValueForOption(next))}
        >
          {ADDRESS_OPTIONS.map((choice) => (
            <ToggleButton
              key={choice.value}
              id={`${field.id}-option-${choice.value}`}
              value={choice.value}
              variant="outline-secondary"
            >
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {sameAs !== null && (
        <Form.Check
          type="switch"
          id={`${field.id}-same-as-customer`}
          label={SAME_AS_CUSTOMER}
          checked={sameAs}
          onChange={(event) => onSameAs(event.target.checked)}
        />
      )}
    </div>
  );
}
