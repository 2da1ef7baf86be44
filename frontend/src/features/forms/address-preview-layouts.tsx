import type { FieldStyle } from '@job-intake/contracts/forms/forms-api';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PreviewInput, PreviewStateSelect } from './address-preview-inputs';

interface LayoutProps {
  compact: boolean;
  /** Company, name, phone and e-mail (every address but the job location). */
  withContact: boolean;
}

const gutterOf = (compact: boolean) => (compact ? 'g-2' : 'g-3');

/** The Default layout: who, then where, then how to reach them, in one grid. */
export function DefaultLayout({ compact, withContact }: LayoutProps) {
  const input = (label: string, name: string) => (
    <PreviewInput label={label} name={name} compact={compact} />
  );
  return (
    <Row className={gutterOf(compact)} data-layout="default">
      {withContact && (
        <>
          <Col md={6}>{input('Company', 'company')}</Col>
          <Col md={6}>{input('Name', 'name')}</Col>
        </>
      )}
      <Col xs={12}>{input('Address', 'address')}</Col>
      <Col xs={12}>{input('Address 2', 'address_2')}</Col>
      <Col md={5}>{input('City', 'city')}</Col>
      <Col md={4}>
        <PreviewStateSelect compact={compact} />
      </Col>
      <Col md={3}>{input('Zip', 'zip')}</Col>
      <Col md={6}>{input('County', 'county')}</Col>
      {withContact && (
        <>
          <Col md={6}>{input('Phone', 'phone')}</Col>
          <Col md={6}>{input('Email', 'email')}</Col>
        </>
      )}
    </Row>
  );
}

/** The Columns layout: who beside where, or (a job location) street beside city. */
export function ColumnsLayout({ compact, withContact }: LayoutProps) {
  const gutter = gutterOf(compact);
  const input = (label: string, name: string) => (
    <PreviewInput label={label} name={name} compact={compact} />
  );
  const street = (
    <>
      <Col xs={12}>{input('Address', 'address')}</Col>
      <Col xs={12}>{input('Address 2', 'address_2')}</Col>
    </>
  );
  const contact = (
    <>
      <Col xs={12}>{input('Company', 'company')}</Col>
      <Col xs={12}>{input('Name', 'name')}</Col>
      <Col xs={12}>{input('Phone', 'phone')}</Col>
      <Col xs={12}>{input('Email', 'email')}</Col>
    </>
  );
  return (
    <Row className={gutter} data-layout="columns">
      <Col md={6}>
        <Row className={gutter}>{withContact ? contact : street}</Row>
      </Col>
      <Col md={6}>
        <Row className={gutter}>
          {withContact && street}
          <Col xs={12}>{input('City', 'city')}</Col>
          <Col xs={7}>
            <PreviewStateSelect compact={compact} />
          </Col>
          <Col xs={5}>{input('Zip', 'zip')}</Col>
          <Col xs={12}>{input('County', 'county')}</Col>
        </Row>
      </Col>
    </Row>
  );
}

/** Lot/Parcel/Block inputs (style addr_plus) and the bond number of a bond address. */
export function ParcelRow({
  compact,
  style,
  withBond,
}: {
  compact: boolean;
  style: FieldStyle;
  withBond: boolean;
}) {
  if (!style.addr_plus && !withBond) return null;
  const input = (label: string, name: string) => (
    <PreviewInput label={label} name={name} compact={compact} />
  );
  return (
    <Row className={`${gutterOf(compact)} mt-0`} data-part="parcel">
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
}
