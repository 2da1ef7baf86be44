/**
 * The states an address may name (spec section 3, Address value: state_code, state_desc,
 * ctry_code): the US states, the District of Columbia and the inhabited territories.
 */
export interface StateOption {
  state_code: string;
  state_desc: string;
  ctry_code: string;
}

export const US_STATES: readonly StateOption[] = [
  { state_code: 'AL', state_desc: 'Alabama', ctry_code: 'US' },
  { state_code: 'AK', state_desc: 'Alaska', ctry_code: 'US' },
  { state_code: 'AZ', state_desc: 'Arizona', ctry_code: 'US' },
  { state_code: 'AR', state_desc: 'Arkansas', ctry_code: 'US' },
  { state_code: 'CA', state_desc: 'California', ctry_code: 'US' },
  { state_code: 'CO', state_desc: 'Colorado', ctry_code: 'US' },
  { state_code: 'CT', state_desc: 'Connecticut', ctry_code: 'US' },
  { state_code: 'DE', state_desc: 'Delaware', ctry_code: 'US' },
  { state_code: 'DC', state_desc: 'District of Columbia', ctry_code: 'US' },
  { state_code: 'FL', state_desc: 'Florida', ctry_code: 'US' },
  { state_code: 'GA', state_desc: 'Georgia', ctry_code: 'US' },
  { state_code: 'HI', state_desc: 'Hawaii', ctry_code: 'US' },
  { state_code: 'ID', state_desc: 'Idaho', ctry_code: 'US' },
  { state_code: 'IL', state_desc: 'Illinois', ctry_code: 'US' },
  { state_code: 'IN', state_desc: 'Indiana', ctry_code: 'US' },
  { state_code: 'IA', state_desc: 'Iowa', ctry_code: 'US' },
  { state_code: 'KS', state_desc: 'Kansas', ctry_code: 'US' },
  { state_code: 'KY', state_desc: 'Kentucky', ctry_code: 'US' },
  { state_code: 'LA', state_desc: 'Louisiana', ctry_code: 'US' },
  { state_code: 'ME', state_desc: 'Maine', ctry_code: 'US' },
  { state_code: 'MD', state_desc: 'Maryland', ctry_code: 'US' },
  { state_code: 'MA', state_desc: 'Massachusetts', ctry_code: 'US' },
  { state_code: 'MI', state_desc: 'Michigan', ctry_code: 'US' },
  { state_code: 'MN', state_desc: 'Minnesota', ctry_code: 'US' },
  { state_code: 'MS', state_desc: 'Mississippi', ctry_code: 'US' },
  { state_code: 'MO', state_desc: 'Missouri', ctry_code: 'US' },
  { state_code: 'MT', state_desc: 'Montana', ctry_code: 'US' },
  { state_code: 'NE', state_desc: 'Nebraska', ctry_code: 'US' },
  { state_code: 'NV', state_desc: 'Nevada', ctry_code: 'US' },
  { state_code: 'NH', state_desc: 'New Hampshire', ctry_code: 'US' },
  { state_code: 'NJ', state_desc: 'New Jersey', ctry_code: 'US' },
  { state_code: 'NM', state_desc: 'New Mexico', ctry_code: 'US' },
  { state_code: 'NY', state_desc: 'New York', ctry_code: 'US' },
  { state_code: 'NC', state_desc: 'North Carolina', ctry_code: 'US' },
  { state_code: 'ND', state_desc: 'North Dakota', ctry_code: 'US' },
  { state_code: 'OH', state_desc: 'Ohio', ctry_code: 'US' },
  { state_code: 'OK', state_desc: 'Oklahoma', ctry_code: 'US' },
  { state_code: 'OR', state_desc: 'Oregon', ctry_code: 'US' },
  { state_code: 'PA', state_desc: 'Pennsylvania', ctry_code: 'US' },
  { state_code: 'RI', state_desc: 'Rhode Island', ctry_code: 'US' },
  { state_code: 'SC', state_desc: 'South Carolina', ctry_code: 'US' },
  { state_code: 'SD', state_desc: 'South Dakota', ctry_code: 'US' },
  { state_code: 'TN', state_desc: 'Tennessee', ctry_code: 'US' },
  { state_code: 'TX', state_desc: 'Texas', ctry_code: 'US' },
  { state_code: 'UT', state_desc: 'Utah', ctry_code: 'US' },
  { state_code: 'VT', state_desc: 'Vermont', ctry_code: 'US' },
  { state_code: 'VA', state_desc: 'Virginia', ctry_code: 'US' },
  { state_code: 'WA', state_desc: 'Washington', ctry_code: 'US' },
  { state_code: 'WV', state_desc: 'West Virginia', ctry_code: 'US' },
  { state_code: 'WI', state_desc: 'Wisconsin', ctry_code: 'US' },
  { state_code: 'WY', state_desc: 'Wyoming', ctry_code: 'US' },
  { state_code: 'AS', state_desc: 'American Samoa', ctry_code: 'US' },
  { state_code: 'GU', state_desc: 'Guam', ctry_code: 'US' },
  { state_code: 'MP', state_desc: 'Northern Mariana Islands', ctry_code: 'US' },
  { state_code: 'PR', state_desc: 'Puerto Rico', ctry_code: 'US' },
  { state_code: 'VI', state_desc: 'U.S. Virgin Islands', ctry_code: 'US' },
];

const CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.state_code));

export function isStateCode(value: string): boolean {
  return CODES.has(value);
}
