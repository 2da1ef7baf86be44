import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { EmailResults } from './email-results';
import { OutboxSender } from './outbox-sender';

/**
 * Notifications: the job-notifications processor (projections/projection-registry.ts) writes
 * e-mails into the outbox from the store's subscription; OutboxSender sends them.
 */
@Module({
  imports: [MailModule, JobsModule],
  providers: [OutboxSender, EmailResults],
  exports: [OutboxSender],
})
export class NotificationsModule {}
