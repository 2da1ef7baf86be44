/**
 * Spec 3: the third mailing line of a parcel record holds the owner's city, state and zip, e.g.
 * 'MENTOR OH 44060', 'Painesville, OH 44077-1234' or 'NEW YORK NY 10001'.
 */
export interface MailingPlace {
  city: string;
  /** Two capital letters. */
  state: string;
  /** 3 to 10 digits, or a ZIP+4 (5 digits, a hyphen, 4 digits). */
  zip: string;
}

const LINE = /^(?<city>.*?[^\s,])[\s,]+(?<state>[A-Za-z]{2})\.?[\s,]+(?<zip>\d{5}-\d{4}|\d{3,10})$/;

/** The city, two-letter state and zip of a mailing line 3; null when it has another shape. */
export function parseMailingLine3(line: string | null | undefined): MailingPlace | null {
  if (typeof line !== 'string') return null;
  const match = LINE.exec(line.replace(/\s+/g, ' ').trim());
  const { city, state, zip } = match?.groups ?? {};
  if (!city || !state || !zip || !/[A-Za-z]/.test(city)) return null;
  return { city, state: state.toUpperCase(), zip };
}
