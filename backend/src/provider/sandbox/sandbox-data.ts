import type {
  ProviderContact,
  ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';

/**
 * What the local provider sandbox knows: the demo client's locations (two of them inactive), its
 * contacts with the locations they work at, and the API keys the contact API hands out. Contact
 * 100245 is the demo reviewer (seed/demo-seed.ts); 100200 is the demo company's default contact.
 */

/** The application's own key when the sandbox stands in for the provider. */
export const SANDBOX_SERVICE_KEY = 'sandbox-service-key';

export interface SandboxContact extends ProviderContact {
  /** DIV_IDs of the locations the contact works at. */
  divisions: number[];
  /** The contact's personal key, if one was issued. */
  apiKey: string | null;
}

export interface SandboxData {
  locations: ProviderLocation[];
  contacts: SandboxContact[];
}

const location = (
  DIV_ID: number,
  COMPANY2: string | null,
  MAINCITY: string,
  ACTIVE: 0 | 1,
  cust1: string,
  COMPANY = 'Demo Construction Co.',
): ProviderLocation => ({
  DIV_ID,
  cli_no: 'C-100200',
  COMPANY,
  COMPANY2,
  MAINCITY,
  MAINSTATE: 'OH',
  ACTIVE,
  cust1_lbl: 'Branch Code',
  cust1,
});

export const SANDBOX_DATA: SandboxData = {
  locations: [
    location(5001, 'Main Office', 'Cleveland', 1, 'CLE'),
    location(5002, 'Akron Yard', 'Akron', 1, 'AKR'),
    location(5003, 'Columbus Branch', 'Columbus', 1, 'CMH'),
    location(5004, 'Toledo Branch', 'Toledo', 0, 'TOL'),
    location(5005, null, 'Mentor', 0, 'MEN', 'Demo Supply LLC'),
  ],
  contacts: [
    { CNT_ID: 100200, CONTACT: 'Dana Default', divisions: [5001, 5002, 5003], apiKey: null },
    {
      CNT_ID: 100245,
      CONTACT: 'Rita Reviewer',
      divisions: [5001, 5002],
      apiKey: 'demo-api-key-100245',
    },
    { CNT_ID: 100246, CONTACT: 'Alice Admin', divisions: [5001], apiKey: null },
    { CNT_ID: 100247, CONTACT: 'Stan Standard', divisions: [5001], apiKey: null },
    { CNT_ID: 100250, CONTACT: 'Omar Ortiz', divisions: [5002], apiKey: 'demo-api-key-100250' },
    {
      CNT_ID: 100251,
      CONTACT: 'Priya Patel',
      divisions: [5003, 5001],
      apiKey: 'demo-api-key-100251',
    },
    { CNT_ID: 100260, CONTACT: 'Tom Toledo', divisions: [5004], apiKey: 'demo-api-key-100260' },
  ],
};
