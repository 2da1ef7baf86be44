import type { FieldDto, FormConfig } from '@job-intake/contracts/forms/forms-api';
import {
  REQUIRED_ADDRESS_PARTS,
  addressOptionOf,
  addressPartsOf,
  copyCustomerAddress,
  hasAddressOptions,
  hasContactParts,
  hasSameAsCustomer,
  isAddressObject,
  isSameAsCustomer,
  type AddressPart,
  type AddressValue,
} from '@job-intake/contracts/job-form/address';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import { AddressControls } from './address-controls';
import { AddressLookup } from './address-lookup/address-lookup';
import { useLookupScope } from './address-lookup/lookup-scope-context';
import { AddressGrid } from './address-grid';
import { AddressPartInput } from './address-part-input';
import { FieldHeading } from './field-heading';
import { fieldIds } from './field-ids';
import styles from './job-form.module.css';

interface AddressInputProps {
  field: FieldDto;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  config: Pick<FormConfig, 'allow_none' | 'allow_same_as'>;
  /** The form's customer address field and its current value ('Same as Customer'). */
  customerField: FieldDto | undefined;
  customerValue: AnswerValue | undefined;
  /** The Required mark, beside the title (the label or the fieldset legend). */
  mark: ReactNode;
  /** The ids of the mark, the description and the error. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * Manual address entry (spec section 2 "Address input"): the parts of the field's address type
 * (contact parts except for a job location; Lot/Parcel/Block with addr_plus or address_plus;
 * Bond No only for type ids 10–12), laid out Default or in Columns, optionally Compact and in a
 * fieldset. An optional party block has the Yes / No / Unknown toggle; 'Same as Customer' copies
 * or clears the customer address. When the page gives a lookup scope, the address lookup, the
 * parcel flow and the property map sit above the parts (address-lookup/).
 */
export function AddressInput(props: AddressInputProps) {
  const { field, value, onChange, config, customerField, customerValue, mark } = props;
  const compact = Boolean(field.style.compact);
  const address: AddressValue = isAddressObject(value) ? value : {};
  const option = addressOptionOf(value);
  const withOptions = hasAddressOptions(field, config);
  const withSameAs = hasSameAsCustomer(field, config, customerField);
  const same = withSameAs && isSameAsCustomer(value, customerValue, field);
  const parts = new Set(addressPartsOf(field));
  const gutter = compact ? 'g-2' : 'g-3';
  const scope = useLookupScope();

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

  const grid = (
    <AddressGrid
      layout={field.style.layout === 'columns' ? 'columns' : 'default'}
      withContact={hasContactParts(field)}
      withExtras={parts.has('parcel_no') || parts.has('bond_no')}
      gutter={gutter}
      cell={cell}
    />
  );

  const controls = (withOptions || withSameAs) && (
    <AddressControls
      field={field}
      option={option}
      withOptions={withOptions}
      sameAs={withSameAs && option === 'yes' ? same : null}
      onChange={onChange}
      onSameAs={(checked) =>
        onChange(checked && customerField ? copyCustomerAddress(customerValue, field) : {})
      }
    />
  );

  const body = (
    <div className={compact ? 'small' : undefined}>
      {controls}
      {option === 'yes' && scope && (
        <AddressLookup
          fieldId={field.id}
          scope={scope}
          value={address}
          parts={parts}
          compact={compact}
          onChange={onChange}
        />
      )}
      {option === 'yes' && grid}
    </div>
  );

  const labelId = fieldIds(field.id).label;
  const fieldset = Boolean(field.style.fieldset);
  const group = {
    id: field.id,
    'aria-labelledby': labelId,
    'aria-describedby': props.describedBy,
  };
  const heading = (
    <FieldHeading
      kind={fieldset ? 'legend' : 'text'}
      labelId={labelId}
      title={field.title}
      mark={mark}
      className={fieldset ? 'float-none w-auto px-2 mb-1 fs-6 fw-semibold' : 'fw-semibold mb-2'}
    />
  );
  return fieldset ? (
    <fieldset className={`border rounded-3 px-3 pb-3 pt-1 ${styles.addressFieldset}`} {...group}>
      {heading}
      {body}
    </fieldset>
  ) : (
    <div role="group" {...group}>
      {heading}
      {body}
    </div>
  );
}
