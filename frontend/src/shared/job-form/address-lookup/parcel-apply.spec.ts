import type { AddressPart } from '@job-intake/contracts/job-form/address';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PARCELS } from '../../../testing/lookups-handlers';
import { applyParcel, canApplyOwner, parcelQueryOf } from './parcel-apply';

const PARCEL = SAMPLE_PARCELS[0]!;
const LOCATION = new Set<AddressPart>(['address', 'address_2', 'city', 'state', 'zip', 'county']);
const WITH_LOT = new Set<AddressPart>([...LOCATION, 'parcel_no', 'lot_no', 'block_no']);
const PARTY = new Set<AddressPart>([...LOCATION, 'company', 'name', 'phone', 'email']);

describe('parcelQueryOf', () => {
  it('asks once the street and a city or zip are there', () => {
    expect(parcelQueryOf({ address: '7700 Mentor Ave' })).toBe('');
    expect(parcelQueryOf({ city: 'Mentor', zip: '44060' })).toBe('');
    expect(parcelQueryOf({ address: ' 7700 Mentor Ave ', zip: '44060' })).toBe(
      '7700 Mentor Ave, 44060',
    );
    expect(
      parcelQueryOf({ address: '7700 Mentor Ave', city: 'Mentor', state: 'OH', zip: '44060' }),
    ).toBe('7700 Mentor Ave, Mentor, OH 44060');
  });
});

describe('applyParcel', () => {
  it('applies the address parts and keeps the rest', () => {
    expect(applyParcel({ address_2: 'Suite 4' }, PARCEL, 'address', LOCATION)).toEqual({
      ...PARCEL.address,
      address_2: 'Suite 4',
    });
  });

  it('fills parcel, lot and block only when the builder enabled them', () => {
    expect(applyParcel({}, PARCEL, 'address', WITH_LOT)).toMatchObject({
      parcel_no: PARCEL.parcel_id,
      lot_no: PARCEL.lot_no,
      block_no: PARCEL.block_no,
    });
    expect(applyParcel({}, PARCEL, 'address', LOCATION)).not.toHaveProperty('parcel_no');
  });

  it('puts the owner in the name part, and nothing of the owner where there is none', () => {
    expect(applyParcel({ city: 'Kirtland' }, PARCEL, 'owner', PARTY)).toEqual({
      city: 'Kirtland',
      name: PARCEL.owner.name,
    });
    expect(applyParcel({}, PARCEL, 'both', PARTY)).toMatchObject({
      name: PARCEL.owner.name,
      address: PARCEL.address.address,
    });
    expect(canApplyOwner(PARTY)).toBe(true);
    expect(canApplyOwner(LOCATION)).toBe(false);
  });
});
