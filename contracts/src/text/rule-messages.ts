/**
 * The API's words for the common rules, shared by the backend's request DTOs and the contracts'
 * request schemas. `field` is the property as the request names it (the DTOs pass class-validator's
 * `$property`), so both sides answer a broken body with the same sentence.
 */
export const requiredMessage = (field: string) => `${field} should not be empty`;
export const tooLongMessage = (field: string, max: number) =>
  `${field} must be at most ${max} characters`;
export const notTextMessage = (field: string) => `${field} must be text`;
export const notStringMessage = (field: string) => `${field} must be a string`;
export const trueOrFalseMessage = (field: string) => `${field} must be true or false`;
export const oneOfMessage = (field: string, values: readonly (string | number)[]) =>
  `${field} must be one of: ${values.join(', ')}`;
export const wholeNumberMessage = (field: string) => `${field} must be a whole number`;
export const atLeastMessage = (field: string, min: number) => `${field} must be at least ${min}`;
export const atMostMessage = (field: string, max: number) => `${field} must be at most ${max}`;

/** Ids a client copies from an earlier answer: a job, a form, a section … */
export const idOfMessage = (field: string, what: string) => `${field} must be the id of ${what}`;

/** Numbers a person types (provider contact and location numbers): 1 to 18 digits. */
export const CONTACT_NUMBER_PATTERN = /^\d{1,18}$/;
