import type { ProviderLocation } from '../provider/provider-api';
import {
  autofillEntries,
  entryForTypedId,
  presetAddress,
  searchAutofill,
  type CustomerPresetDto,
} from './customers';

const preset = (
  id: number,
  company: string,
  extra: Partial<CustomerPresetDto> = {},
): CustomerPresetDto => ({
  id,
  contact_role: 3,
  role_desc: '',
  company,
  name: 'Pat Lee',
  phone: '555-123-4567',
  address: '1 Main St',
  address_2: '',
  city: 'Akron',
  state: 'OH',
  zip: '44308',
  county: 'Summit',
  email: 'pat@example.com',
  ...extra,
});
const location = (DIV_ID: number, ACTIVE: 0 | 1, COMPANY: string): ProviderLocation => ({
  DIV_ID,
  cli_no: `C${DIV_ID}`,
  COMPANY,
  COMPANY2: null,
  MAINCITY: 'Columbus',
  MAINSTATE: 'OH',
  ACTIVE,
  cust1_lbl: null,
  cust1: null,
});

const entries = autofillEntries(
  [preset(12, 'Acme Builders'), preset(7, 'Beacon Electric', { contact_role: 1, city: 'Dayton' })],
  [location(7, 1, 'North Branch'), location(8, 0, 'Closed Branch')],
);

describe('customer auto-fill (spec 5)', () => {
  it('lists the presets, then only the ACTIVE locations', () => {
    expect(entries.map((entry) => entry.key)).toEqual(['customer-12', 'customer-7', 'location-7']);
    expect(entries[1]!.detail).toBe('Pat Lee · Owner · Dayton, OH');
  });

  it('selects the entry whose id is typed (a preset before a location of the same number)', () => {
    expect(entryForTypedId(entries, ' 12 ')?.label).toBe('Acme Builders');
    expect(entryForTypedId(entries, '7')?.key).toBe('customer-7');
    expect(entryForTypedId(entries, '8')).toBeUndefined();
    expect(entryForTypedId(entries, '12a')).toBeUndefined();
    expect(searchAutofill(entries, '12').map((entry) => entry.key)).toEqual(['customer-12']);
  });

  it('searches by words in company, name, role and place; an empty search lists everything', () => {
    expect(searchAutofill(entries, 'beacon dayton').map((entry) => entry.key)).toEqual([
      'customer-7',
    ]);
    expect(searchAutofill(entries, 'columbus').map((entry) => entry.key)).toEqual(['location-7']);
    expect(searchAutofill(entries, '   ')).toHaveLength(3);
    expect(searchAutofill(entries, 'zzz')).toEqual([]);
  });

  it('fills the customer address with the preset’s non-empty parts', () => {
    expect(presetAddress(preset(1, 'Acme'))).toEqual({
      company: 'Acme',
      name: 'Pat Lee',
      phone: '555-123-4567',
      email: 'pat@example.com',
      address: '1 Main St',
      city: 'Akron',
      state: 'OH',
      zip: '44308',
      county: 'Summit',
    });
    expect(entries[2]!.address).toEqual({ company: 'North Branch', city: 'Columbus', state: 'OH' });
  });
});
