import {
  addressLines,
  addressOptionOf,
  addressPartsOf,
  addressValueForOption,
  copyCustomerAddress,
  hasAddressOptions,
  hasSameAsCustomer,
  isEmptyAddress,
  isSameAsCustomer,
} from './address';
import { SAMPLE, SAMPLE_FORM, SAMPLE_PARTY } from './sample-form';

const field = (id: string) =>
  SAMPLE_FORM.sections.flatMap((s) => s.fields).find((f) => f.id === id)!;

describe('address parts by type and style (spec 2, 3)', () => {
  it('gives a job location no contact parts, and Lot/Parcel/Block with addr_plus', () => {
    expect(addressPartsOf(field(SAMPLE.site))).toEqual([
      'address',
      'address_2',
      'city',
      'state',
      'zip',
      'county',
      'parcel_no',
      'lot_no',
      'block_no',
    ]);
  });

  it('gives address_plus the parcel parts, and bond_no only to type ids 10, 11, 12', () => {
    expect(addressPartsOf(field(SAMPLE.contractor))).toContain('parcel_no');
    expect(addressPartsOf(field(SAMPLE.customer))).not.toContain('bond_no');
    expect(addressPartsOf(field(SAMPLE.surety))).toContain('bond_no');
    for (const type_id of [10, 11, 12])
      expect(addressPartsOf({ ...field(SAMPLE.owner), type_id })).toContain('bond_no');
    for (const type_id of [2, 3, 9, 13])
      expect(addressPartsOf({ ...field(SAMPLE.owner), type_id })).not.toContain('bond_no');
  });
});

describe('the optional block toggle (Yes / No / Unknown)', () => {
  it('maps Yes to an empty address, No to None and Unknown to Unknown', () => {
    expect(addressValueForOption('yes')).toEqual({});
    expect(addressValueForOption('no')).toBe('None');
    expect(addressValueForOption('unknown')).toBe('Unknown');
    expect(addressOptionOf('None')).toBe('no');
    expect(addressOptionOf('Unknown')).toBe('unknown');
    expect(addressOptionOf({ city: 'x' })).toBe('yes');
    expect(addressOptionOf(null)).toBe('yes');
  });

  it('is offered on party addresses when the form allows none, never on the location or customer', () => {
    expect(hasAddressOptions(field(SAMPLE.owner), { allow_none: true })).toBe(true);
    expect(hasAddressOptions(field(SAMPLE.owner), { allow_none: false })).toBe(false);
    expect(hasAddressOptions(field(SAMPLE.site), { allow_none: true })).toBe(false);
    expect(hasAddressOptions(field(SAMPLE.customer), { allow_none: true })).toBe(false);
  });
});

describe('Same as Customer', () => {
  const customer = field(SAMPLE.customer);

  it('is offered on other addresses when the form or the field allows it', () => {
    expect(hasSameAsCustomer(field(SAMPLE.owner), { allow_same_as: true }, customer)).toBe(true);
    expect(hasSameAsCustomer(field(SAMPLE.owner), { allow_same_as: false }, customer)).toBe(false);
    expect(
      hasSameAsCustomer(
        { ...field(SAMPLE.owner), style: { allow_same_as: true } },
        { allow_same_as: false },
        customer,
      ),
    ).toBe(true);
    expect(hasSameAsCustomer(customer, { allow_same_as: true }, customer)).toBe(false);
    expect(hasSameAsCustomer(field(SAMPLE.owner), { allow_same_as: true }, undefined)).toBe(false);
  });

  it('copies the parts the target has, and tells when the target holds the copy', () => {
    const source = { ...SAMPLE_PARTY, county: 'Cuyahoga', phone: '555-123-4567' };
    const toSite = copyCustomerAddress(source, field(SAMPLE.site));
    expect(toSite).toEqual({
      address: '100 Main St',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
      county: 'Cuyahoga',
    });
    const toOwner = copyCustomerAddress(source, field(SAMPLE.owner));
    expect(isSameAsCustomer(toOwner, source, field(SAMPLE.owner))).toBe(true);
    expect(isSameAsCustomer({ ...toOwner, city: 'Akron' }, source, field(SAMPLE.owner))).toBe(
      false,
    );
    expect(isSameAsCustomer({}, {}, field(SAMPLE.owner))).toBe(false);
  });
});

describe('address display', () => {
  it('reads line by line, and an empty address is empty', () => {
    expect(addressLines({ ...SAMPLE_PARTY, county: 'Cuyahoga', bond_no: 'B-7' })).toEqual([
      'Acme Builders',
      'Pat Lee',
      '100 Main St',
      'Cleveland, OH 44114',
      'County: Cuyahoga',
      'Bond No: B-7',
    ]);
    expect(isEmptyAddress({ city: '  ' })).toBe(true);
    expect(isEmptyAddress(null)).toBe(true);
    expect(isEmptyAddress({ city: 'x' })).toBe(false);
  });
});
