/** The path every API route starts under, and the header a signed-in test sends. */
export const API = '/api/v1';
export type Auth = { Authorization: string };
