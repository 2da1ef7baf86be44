import {
  activeLocations,
  locationLabel,
  providerPaths,
  type ProviderLocation,
} from './provider-api';

const location = (overrides: Partial<ProviderLocation>): ProviderLocation => ({
  DIV_ID: 1,
  cli_no: 'C-1',
  COMPANY: 'Demo Co.',
  COMPANY2: null,
  MAINCITY: 'Akron',
  MAINSTATE: 'OH',
  ACTIVE: 1,
  cust1_lbl: null,
  cust1: null,
  ...overrides,
});

describe('provider API contract', () => {
  it('fills the path placeholders: ols client calls, the information contact API', () => {
    expect(providerPaths.divisions).toBe('/ols/client/2/divisions/json');
    expect(providerPaths.contacts).toBe('/ols/client/2/contacts/json');
    expect(providerPaths.contactApiKey('100245')).toBe('/cli/information/1/contact/100245/json');
    expect(providerPaths.contactApiKey('1/2')).toBe('/cli/information/1/contact/1%2F2/json');
  });

  it('offers only locations with ACTIVE equal to 1', () => {
    const open = location({ DIV_ID: 1 });
    expect(activeLocations([open, location({ DIV_ID: 2, ACTIVE: 0 })])).toEqual([open]);
  });

  it('labels a location with its company, second line and place', () => {
    expect(locationLabel(location({ COMPANY2: 'Yard' }))).toBe('Demo Co. – Yard (Akron, OH)');
    expect(locationLabel(location({ MAINCITY: '', MAINSTATE: '' }))).toBe('Demo Co.');
  });
});
