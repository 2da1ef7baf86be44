import { importProblemsOf } from '@job-intake/contracts/jobs/job-import-api';
import type { ProviderImportAddress } from '@job-intake/contracts/provider/provider-import';
import { importPayloadSample } from '../testing/import-payload-sample';
import { lookedUpJobSite, withParcelOwner } from './import-payload';

const site = (parts: Partial<ProviderImportAddress>): ProviderImportAddress => ({
  field_id: 'site',
  type_id: 2,
  label: 'Job Site Address',
  address: '7720 Sperry Rd',
  city: 'Kirtland',
  state: 'OH',
  zip: '44094',
  ...parts,
});
const owner: ProviderImportAddress = {
  field_id: 'owner',
  type_id: 3,
  label: 'Property Owner',
  name: 'Pat Lee',
};

describe("the parcel owner beside the Owner party (issue 14's pre-send check)", () => {
  it('asks for the job site only when a parcel was looked up for it (it has a parcel number)', () => {
    const withParcel = importPayloadSample('j', { addresses: [site({ parcel_no: '08A01' })] });
    expect(lookedUpJobSite(withParcel)).toBe('7720 Sperry Rd, Kirtland, OH 44094');
    expect(lookedUpJobSite(importPayloadSample('j', { addresses: [site({})] }))).toBeNull();
    expect(
      lookedUpJobSite(importPayloadSample('j', { addresses: [site({ parcel_no: ' ' })] })),
    ).toBeNull();
    expect(lookedUpJobSite(importPayloadSample('j'))).toBeNull();
  });

  it('puts the owner beside each Owner party, so that a different name is a problem', () => {
    const payload = importPayloadSample('j', { addresses: [site({ parcel_no: '1' }), owner] });
    const checked = withParcelOwner(payload, 'NOVAK CARLA');
    expect(checked.addresses.map((address) => address.parcel_owner)).toEqual([
      undefined,
      'NOVAK CARLA',
    ]);
    expect(importProblemsOf(checked)).toEqual([
      {
        code: 'owner_differs',
        field_id: 'owner',
        message: "Property Owner: Pat Lee is not the parcel's owner (NOVAK CARLA).",
      },
    ]);
    expect(importProblemsOf(withParcelOwner(payload, 'pat lee'))).toEqual([]);
  });
});
