import type { AddressPart } from '@job-intake/contracts/job-form/address';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

interface AddressGridProps {
  /** Default: the parts in rows; columns: contact parts left, address parts right. */
  layout: 'default' | 'columns';
  withContact: boolean;
  /** Lot/Parcel/Block or Bond No, in a row of their own under the address. */
  withExtras: boolean;
  gutter: string;
  /** A part's input in a column of these widths; nothing when the field has no such part. */
  cell: (part: AddressPart, md: number, xs?: number) => ReactNode;
}

/** The address parts laid out as the field's style asks (spec section 2, "Address input"). */
export function AddressGrid({ layout, withContact, withExtras, gutter, cell }: AddressGridProps) {
  const grid =
    layout === 'columns' ? (
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
  return (
    <>
      {grid}
      {withExtras && (
        <Row className={`${gutter} mt-0`} data-part="parcel">
          {cell('parcel_no', 4)}
          {cell('lot_no', 4)}
          {cell('block_no', 4)}
          {cell('bond_no', 4)}
        </Row>
      )}
    </>
  );
}
