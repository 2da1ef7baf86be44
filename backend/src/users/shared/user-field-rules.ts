// The limits on a user's fields, the same in the user forms and the user CSV.

export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const API_KEY_MAX_LENGTH = 200;
/** A provider contact number. */
export const CNT_ID_PATTERN = /^\d{1,18}$/;

export const EMAIL_MESSAGE = 'email must be a valid e-mail address (like name@example.com)';
export const CNT_ID_MESSAGE = 'cnt_id must be a contact number (digits only)';
