/** What the reset page says when the server did not answer. */
export const RESET_FAILED =
  'The request could not be completed. Check your connection and try again.';
