import {
  DEFAULT_EMAIL_BODY,
  DEFAULT_EMAIL_SUBJECT,
} from '@job-intake/contracts/identity/company-api';

export interface ComposeValues {
  to: string;
  subject: string;
  body: string;
}

/** The subject and body of an e-mail whose sender picks no template (spec section 9). */
export const DEFAULT_TEMPLATE: Pick<ComposeValues, 'subject' | 'body'> = {
  subject: DEFAULT_EMAIL_SUBJECT,
  body: DEFAULT_EMAIL_BODY,
};

export const DEFAULT_COMPOSE_VALUES: ComposeValues = { to: '', ...DEFAULT_TEMPLATE };
