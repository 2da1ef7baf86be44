/** The placeholder of an address field's look-up box. */
export const ADDRESS_LOOKUP_PROMPT = 'Lookup parcel and owner information by address...';
