/** An e-mail the application sends; the sender is the configured MAIL_FROM. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** The Message-ID header (`<id@host>`); nodemailer makes one up without it. */
  readonly messageId?: string;
}

/** Sends e-mail. The adapter speaks SMTP to SMTP_URL, or to the local catcher without it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export const MAILER = Symbol('MAILER');
