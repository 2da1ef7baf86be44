import {
  BOND_ADDRESS_TYPE_IDS,
  type FieldStyle,
  JOB_LOCATION_ADDRESS_TYPE_ID,
} from '@job-intake/contracts/forms/forms-api';
import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import styles from './form-builder.module.css';

const BOND_TYPES: ReadonlySet<number> = new Set(BOND_ADDRESS_TYPE_IDS);

export const ADDRESS_LOOKUP_PROMPT = 'Lookup parcel and owner information by address...';

interface AddressPreviewProps {
  title: string;
  typeId: number | null;
  style: FieldStyle;
}

/**
 * The address inputs as the job form shows them, laid out by the field's style: Default or
 * Columns layout, the Lot/Parcel/Block inputs, Compact sizing and an optional fieldset. Inert:
 * it only shows what the customer will see.
 */
export function AddressPreview({ title, typeId, style }: AddressPreviewProps) {
  const compact = Boolean(style.compact);
  const columns = style.layout === 'columns';
  const withContact = typeId !== JOB_LOCATION_ADDRESS_TYPE_ID;
  const withBond = typeId !== null && BOND_TYPES.has(typeId);
  const gutter = compact ? 'g-2' : 'g-3';
  const input = (label: string, name: string) => (
    <PreviewInput label={label} name={name} compact={compact} />
  );

  const contactColumn = withContact && (
    <>
      <Col xs={12}>{input('Company', 'company')}</Col>
      <Col xs={12}>{input('Name', 'name')}</Col>
      <Col xs={12}>{input('Phone', 'phone')}</Col>
      <Col xs={12}>{input('Email', 'email')}</Col>
    </>
  );
  const place = (
    <>
      <Col xs={12}>{input('Address', 'address')}</Col>
      <Col xs={12}>{input('Address 2', 'address_2')}</Col>
      <Col md={5}>{input('City', 'city')}</Col>
      <Col md={4}>
        <StateSelect compact={compact} />
      </Col>
      <Col md={3}>{input('Zip', 'zip')}</Col>
      <Col md={6}>{input('County', 'county')}</Col>
    </>
  );
  // The Columns layout: who beside where, or (a job location) street beside city.
  const street = (
    <>
      <Col xs={12}>{input('Address', 'address')}</Col>
      <Col xs={12}>{input('Address 2', 'address_2')}</Col>
    </>
  );
  const town = (
    <>
      <Col xs={12}>{input('City', 'city')}</Col>
      <Col xs={7}>
        <StateSelect compact={compact} />
      </Col>
      <Col xs={5}>{input('Zip', 'zip')}</Col>
      <Col xs={12}>{input('County', 'county')}</Col>
    </>
  );
  const extras = (style.addr_plus || withBond) && (
    <Row className={`${gutter} mt-0`} data-part="parcel">
      {style.addr_plus && (
        <>
          <Col md={4}>{input('Parcel No', 'parcel_no')}</Col>
          <Col md={4}>{input('Lot No', 'lot_no')}</Col>
          <Col md={4}>{input('Block No', 'block_no')}</Col>
        </>
      )}
      {withBond && <Col md={4}>{input('Bond No', 'bond_no')}</Col>}
    </Row>
  );

  const body = (
    <div className={compact ? 'small' : undefined}>
      <Lookup compact={compact} />
      {columns ? (
        <Row className={gutter} data-layout="columns">
          <Col md={6}>
            <Row className={gutter}>{withContact ? contactColumn : street}</Row>
          </Col>
          <Col md={6}>
            <Row className={gutter}>
              {withContact && street}
              {town}
            </Row>
          </Col>
        </Row>
      ) : (
        <Row className={gutter} data-layout="default">
          {withContact && (
            <>
              <Col md={6}>{input('Company', 'company')}</Col>
              <Col md={6}>{input('Name', 'name')}</Col>
            </>
          )}
          {place}
          {withContact && (
            <>
              <Col md={6}>{input('Phone', 'phone')}</Col>
              <Col md={6}>{input('Email', 'email')}</Col>
            </>
          )}
        </Row>
      )}
      {extras}
    </div>
  );

  return (
    <div inert className={styles.addressPreview}>
      {style.fieldset ? (
        <fieldset className="border rounded-3 px-3 pb-3 pt-1">
          <legend className="float-none w-auto px-2 mb-1 fs-6 fw-semibold">
            {title || 'Address'}
          </legend>
          {body}
        </fieldset>
      ) : (
        <>
          <div className="fw-semibold mb-2">{title || 'Address'}</div>
          {body}
        </>
      )}
    </div>
  );
}

function Lookup({ compact }: { compact: boolean }) {
  return (
    <div className={`d-flex flex-wrap align-items-center gap-2 ${compact ? 'mb-2' : 'mb-3'}`}>
      <Form.Control
        size={compact ? 'sm' : undefined}
        placeholder={ADDRESS_LOOKUP_PROMPT}
        aria-label="Address lookup"
        className="flex-grow-1 w-auto"
        readOnly
        tabIndex={-1}
      />
      <Button variant="link" size="sm" className="px-0" tabIndex={-1}>
        Enter Address Manually
      </Button>
    </div>
  );
}

function PreviewInput({ label, name, compact }: { label: string; name: string; compact: boolean }) {
  const id = useId();
  return (
    <Field id={id} label={label} compact={compact}>
      <Form.Control
        id={id}
        name={name}
        size={compact ? 'sm' : undefined}
        placeholder={compact ? label : undefined}
        readOnly
        tabIndex={-1}
      />
    </Field>
  );
}

function StateSelect({ compact }: { compact: boolean }) {
  const id = useId();
  return (
    <Field id={id} label="State" compact={compact}>
      <Form.Select id={id} size={compact ? 'sm' : undefined} tabIndex={-1} defaultValue="">
        <option value="">{compact ? 'State' : 'Select…'}</option>
      </Form.Select>
    </Field>
  );
}

/** Compact inputs keep their label for screen readers only; the placeholder shows it. */
function Field({
  id,
  label,
  compact,
  children,
}: {
  id: string;
  label: string;
  compact: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden={compact} className="small mb-1">
        {label}
      </Form.Label>
      {children}
    </>
  );
}
