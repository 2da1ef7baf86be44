import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { ProjectionsFeatureModule } from '../projections/projection-registration';
import { EmailResults } from './email-results';
import { jobNotificationsProjection } from './job-notifications.projection';
import { OutboxBacklog } from './outbox-backlog';
import { OutboxQueue } from './outbox-queue';
import { OutboxSender } from './outbox-sender';

/**
 * Notifications: the job-notifications processor (job-notifications.projection.ts) writes
 * e-mails into the outbox from the store's subscription; OutboxSender sends them.
 */
@Module({
  imports: [
    ProjectionsFeatureModule.forFeature([jobNotificationsProjection]),
    MailModule,
    JobsModule,
  ],
  providers: [OutboxSender, EmailResults, OutboxBacklog, OutboxQueue],
  exports: [OutboxSender, OutboxBacklog, OutboxQueue],
})
export class NotificationsModule {}
