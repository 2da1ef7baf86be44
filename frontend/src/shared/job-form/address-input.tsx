import type { FieldDto, FormConfig } from '@job-intake/contracts/forms/forms-api';
import {
  ADDRESS_OPTIONS,
  ADDRESS_PART_LABELS,
  ADDRESS_PART_MAX_LENGTH,
  REQUIRED_ADDRESS_PARTS,
  addressOptionOf,
  addressPartsOf,
  addressValueForOption,
  copyCustomerAddress,
  hasAddressOptions,
  hasContactParts,
  hasSameAsCustomer,
  isAddressObject,
  isSameAsCustomer,
  type AddressPart,
  type AddressValue,
} from '@job-intake/contracts/job-form/address';
import { SAME_AS_CUSTOMER } from '@job-intake/contracts/job-form/messages';
import { EMAIL_HTML_PATTERN } from '@job-intake/contracts/job-form/patterns';
import { US_STATES } from '@job-intake/contracts/job-form/us-states';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import styles from './job-form.module.css';

interface AddressInputProps {
  field: FieldDto;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  config: Pick<FormConfig, 'allow_none' | 'allow_same_as'>;
  /** The form's customer address field and its current value ('Same as Customer'). */
  customerField: FieldDto | undefined;
  customerValue: AnswerValue | undefined;
  /** The field's title with its Required badge, shown as the label or the fieldset legend. */
  title: ReactNode;
  invalid?: boolean;
}

/**
 * Manual address entry (spec section 2 "Address input"): the parts of the field's address type
 * (contact parts except for a job location; Lot/Parcel/Block with addr_plus or address_plus;
 * Bond No only for type ids 10–12), laid out Default or in Columns, optionally Compact and in a
 * fieldset. An optional party block has the Yes / No / Unknown toggle; 'Same as Customer' copies
 * or clears the customer address. The map/parcel lookup is not part of this input.
 */
export function AddressInput(props: AddressInputProps) {
  const { field, value, onChange, config, customerField, customerValue, title } = props;
  const compact = Boolean(field.style.compact);
  const address: AddressValue = isAddressObject(value) ? value : {};
  const option = addressOptionOf(value);
  const withOptions = hasAddressOptions(field, config);
  const withSameAs = hasSameAsCustomer(field, config, customerField);
  const same = withSameAs && isSameAsCustomer(value, customerValue, field);
  const parts = new Set(addressPartsOf(field));
  const gutter = compact ? 'g-2' : 'g-3';

  const setPart = (part: AddressPart, text: string) => onChange({ ...address, [part]: text });
  const input = (part: AddressPart) =>
    parts.has(part) ? (
      <AddressPartInput
        key={part}
        field={field}
        part={part}
        value={address[part] ?? ''}
        compact={compact}
        required={field.required && option === 'yes' && REQUIRED_ADDRESS_PARTS.includes(part)}
        invalid={props.invalid}
        onChange={(text) => setPart(part, text)}
      />
    ) : null;
  const cell = (part: AddressPart, md: number, xs = 12) =>
    parts.has(part) ? (
      <Col key={part} xs={xs} md={md}>
        {input(part)}
      </Col>
    ) : null;

  const withContact = hasContactParts(field);
  const grid =
    field.style.layout === 'columns' ? (
      <Row className={gutter} data-layout="columns">
        <Col md={6}>
          <Row className={gutter}>
            {withContact
              ? [cell('company', 12), cell('name', 12), cell('phone', 12), cell('email', 12)]
              : [cell('address', 12), cell('address_2', 12)]}
          </Row>
        </Col>
        <Col md={6}>
          <Row className={gutter}>
            {withContact && [cell('address', 12), cell('address_2', 12)]}
            {cell('city', 12)}
            {cell('state', 7, 7)}
            {cell('zip', 5, 5)}
            {cell('county', 12)}
          </Row>
        </Col>
      </Row>
    ) : (
      <Row className={gutter} data-layout="default">
        {cell('company', 6)}
        {cell('name', 6)}
        {cell('address', 12)}
        {cell('address_2', 12)}
        {cell('city', 5)}
        {cell('state', 4)}
        {cell('zip', 3)}
        {cell('county', 6)}
        {cell('phone', 6)}
        {cell('email', 6)}
      </Row>
    );
  const extras = (parts.has('parcel_no') || parts.has('bond_no')) && (
    <Row className={`${gutter} mt-0`} data-part="parcel">
      {cell('parcel_no', 4)}
      {cell('lot_no', 4)}
      {cell('block_no', 4)}
      {cell('bond_no', 4)}
    </Row>
  );

  const controls = (withOptions || withSameAs) && (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-2 d-print-none">
      {withOptions && (
        <ToggleButtonGroup
          type="radio"
          size="sm"
          name={`${field.id}-option`}
          value={option}
          aria-label={`Yes, No or Unknown: ${field.title || 'Address'}`}
          onChange={(next: typeof option) => onChange(addressValueForOption(next))}
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
      {withSameAs && option === 'yes' && (
        <Form.Check
          type="switch"
          id={`${field.id}-same-as-customer`}
          label={SAME_AS_CUSTOMER}
          checked={same}
          onChange={(event) =>
            onChange(
              event.target.checked && customerField
                ? copyCustomerAddress(customerValue, field)
                : {},
            )
          }
        />
      )}
    </div>
  );

  const body = (
    <div className={compact ? 'small' : undefined}>
      {controls}
      {option === 'yes' && (
        <>
          {grid}
          {extras}
        </>
      )}
    </div>
  );

  return field.style.fieldset ? (
    <fieldset className={`border rounded-3 px-3 pb-3 pt-1 ${styles.addressFieldset}`} id={field.id}>
      <legend className="float-none w-auto px-2 mb-1 fs-6 fw-semibold">{title}</legend>
      {body}
    </fieldset>
  ) : (
    <div role="group" aria-labelledby={`${field.id}-label`} id={field.id}>
      <div className="fw-semibold mb-2" id={`${field.id}-label`}>
        {title}
      </div>
      {body}
    </div>
  );
}

interface AddressPartInputProps {
  field: FieldDto;
  part: AddressPart;
  value: string;
  compact: boolean;
  required: boolean;
  invalid?: boolean;
  onChange: (text: string) => void;
}

function AddressPartInput({
  field,
  part,
  value,
  compact,
  required,
  invalid,
  onChange,
}: AddressPartInputProps) {
  const id = `${field.id}__${part}`;
  const label = ADDRESS_PART_LABELS[part];
  const size = compact ? 'sm' : undefined;
  const control =
    part === 'state' ? (
      <Form.Select
        id={id}
        name={id}
        size={size}
        value={value}
        required={required}
        isInvalid={invalid && required && !value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{compact ? 'State' : 'Select…'}</option>
        {US_STATES.map((state) => (
          <option key={state.state_code} value={state.state_code}>
            {state.state_desc}
          </option>
        ))}
      </Form.Select>
    ) : (
      <Form.Control
        id={id}
        name={id}
        size={size}
        value={value}
        maxLength={ADDRESS_PART_MAX_LENGTH}
        type={part === 'email' ? 'email' : part === 'phone' ? 'tel' : 'text'}
        pattern={part === 'email' ? EMAIL_HTML_PATTERN : undefined}
        placeholder={compact ? label : undefined}
        required={required}
        isInvalid={invalid && required && !value.trim()}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden={compact} className="small mb-1">
        {label}
      </Form.Label>
      {control}
    </>
  );
}
