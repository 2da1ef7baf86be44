/** The job form's words (spec sections 2, 5, 8 and 9), verbatim. */

export const VALIDATION_ERROR_MESSAGE =
  'Validation Error: Please check required fields, and try again!';
export const FORM_SUBMISSION_COMPLETE = 'Form Submission is complete!';
export const NO_ADDRESS_DATA = 'No Address Data Found';
export const CHOOSE_AN_OPTION = '< choose an option >';
export const REQUIRED_BADGE = 'Required';
export const SAME_AS_CUSTOMER = 'Same as Customer';
export const ATTACHMENTS_TITLE = 'Attachments';
export const BACK_TO_TOP = 'Back to Top';
export const SAVE_CHANGES = 'Save Changes';
export const FINALIZE = 'Finalize';
export const SUBMIT_FORM = 'Submit Form';
export const ADDRESS_LOOKUP_PROMPT = 'Lookup parcel and owner information by address...';
export const ENTER_ADDRESS_MANUALLY = 'Enter Address Manually';
/** The default label of the customer auto-fill (a company may name it otherwise). */
export const DEFAULT_AUTOFILL_LABEL = 'Customer Auto-fill';

/** Spec section 9: up to this many choices are radio buttons, more are a select. */
export const RADIO_LIMIT = 5;

/** Whether a choice list shows as radio buttons (5 or fewer) or a select (more than 5). */
export function choiceDisplay(choiceCount: number): 'radio' | 'select' {
  return choiceCount <= RADIO_LIMIT ? 'radio' : 'select';
}

/** The footer's count: 'N required field(s) remaining'. */
export function remainingMessage(remaining: number): string {
  return `${remaining} required field(s) remaining`;
}
