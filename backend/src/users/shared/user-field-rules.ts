// The server's rules on a user's fields, the same in the user forms and the user CSV (the length
// limits are the contracts' USER_*_MAX_LENGTH, shared with the user dialog).
/** A provider contact number. */
export const CNT_ID_PATTERN = /^\d{1,18}$/;

export const EMAIL_MESSAGE = 'email must be a valid e-mail address (like name@example.com)';
export const CNT_ID_MESSAGE = 'cnt_id must be a contact number (digits only)';
