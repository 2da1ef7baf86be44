import fc from 'fast-check';
import type { ParcelRecord } from '@job-intake/contracts/lookups/parcel-record';
import { toParcelDto } from './parcel-record.mapper';
import { outlineOfWkt } from './wkt-outline';

const RECORD: ParcelRecord = {
  parcel_id: '08A0100000010',
  addr_number: '7700',
  addr_street_prefix: 'N',
  addr_street_name: 'CHILLICOTHE',
  addr_street_type: 'RD',
  addr_city: 'KIRTLAND',
  state_abbr: 'oh',
  addr_zip: '44094',
  county_name: 'Lake',
  owner: 'NOVAK  ALICE',
  mail_address1: 'PO BOX 1200',
  mail_address2: 'C/O ALICE TRUST',
  mail_address3: 'CLEVELAND OH 44114-2315',
  lot: '1',
  block: ' ',
  geom_as_wkt:
    'POLYGON((-81.422 41.5488, -81.4216 41.5488, -81.4216 41.5491, -81.422 41.5491, -81.422 41.5488))',
  latitude: null,
  longitude: null,
};

describe('toParcelDto (spec 3: the raw parcel record as the form applies it)', () => {
  it('joins the street parts, parses mailing line 3 and outlines the lot', () => {
    const parcel = toParcelDto(RECORD);
    expect(parcel?.centre.lat).toBeCloseTo(41.54895, 9);
    expect(parcel?.centre.lng).toBeCloseTo(-81.4218, 9);
    expect(parcel).toEqual({
      parcel_id: '08A0100000010',
      lot_no: '1',
      block_no: null,
      address: {
        address: '7700 N CHILLICOTHE RD',
        city: 'KIRTLAND',
        state: 'OH',
        zip: '44094',
        county: 'Lake',
      },
      owner: {
        name: 'NOVAK ALICE',
        address: 'PO BOX 1200, C/O ALICE TRUST',
        city: 'CLEVELAND',
        state: 'OH',
        zip: '44114-2315',
      },
      outline: [
        { lat: 41.5488, lng: -81.422 },
        { lat: 41.5488, lng: -81.4216 },
        { lat: 41.5491, lng: -81.4216 },
        { lat: 41.5491, lng: -81.422 },
        { lat: 41.5488, lng: -81.422 },
      ],
      centre: expect.any(Object),
    });
  });

  it("prefers the record's own point and leaves the owner's place empty when line 3 is unreadable", () => {
    const parcel = toParcelDto({
      ...RECORD,
      latitude: 41.55,
      longitude: -81.42,
      mail_address3: 'SOMEWHERE ABROAD',
      geom_as_wkt: null,
    });
    expect(parcel?.centre).toEqual({ lat: 41.55, lng: -81.42 });
    expect(parcel?.outline).toEqual([]);
    expect(parcel?.owner).toMatchObject({ city: '', state: '', zip: '' });
  });

  it('answers null for a record with no place on the map', () => {
    expect(toParcelDto({ ...RECORD, geom_as_wkt: 'POINT(1 2)' })).toBeNull();
    expect(toParcelDto({ ...RECORD, geom_as_wkt: null, latitude: 95, longitude: 0 })).toBeNull();
  });

  it('never throws on any record text, and every answer is a parcel the map can draw', () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: null });
    const record = fc.record({
      parcel_id: fc.string({ minLength: 1, maxLength: 20 }),
      addr_number: text,
      addr_street_prefix: text,
      addr_street_name: text,
      addr_street_type: text,
      addr_city: text,
      state_abbr: text,
      addr_zip: text,
      county_name: text,
      owner: text,
      mail_address1: text,
      mail_address2: text,
      mail_address3: text,
      lot: text,
      block: text,
      geom_as_wkt: fc.oneof(text, fc.constant(RECORD.geom_as_wkt)),
      latitude: fc.option(fc.double(), { nil: null }),
      longitude: fc.option(fc.double(), { nil: null }),
    });
    fc.assert(
      fc.property(record, (raw) => {
        const parcel = toParcelDto(raw);
        if (!parcel) return;
        expect(Math.abs(parcel.centre.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(parcel.centre.lng)).toBeLessThanOrEqual(180);
        expect(parcel.address.address).toBe(parcel.address.address.trim());
      }),
    );
  });
});

describe('outlineOfWkt', () => {
  it('reads the outer ring of a multipolygon, longitude first', () => {
    expect(
      outlineOfWkt('MULTIPOLYGON (((1 2, 3 2, 3 4, 1 2)), ((10 10, 11 10, 11 11, 10 10)))'),
    ).toEqual([
      { lat: 2, lng: 1 },
      { lat: 2, lng: 3 },
      { lat: 4, lng: 3 },
      { lat: 2, lng: 1 },
    ]);
  });

  it.each([
    'POINT(1 2)',
    'POLYGON((1 2, 3 4))',
    'POLYGON((a b, 1 2, 3 4, 5 6))',
    'POLYGON((1 200, 3 2, 3 4, 1 2))',
  ])('answers null for %s', (wkt) => {
    expect(outlineOfWkt(wkt)).toBeNull();
  });
});
