import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.port';

/**
 * The Mailer over SMTP with nodemailer. The server address is resolved at the first send: the
 * local catcher only knows its port once it listens.
 */
export class SmtpMailer implements Mailer {
  private transport?: Transporter;

  constructor(
    private readonly smtpUrl: () => string,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.transport ??= createTransport({
      url: this.smtpUrl(),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
    });
  }

  close(): void {
    this.transport?.close();
  }
}
