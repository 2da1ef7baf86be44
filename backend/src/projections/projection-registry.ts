import { jobAttachmentsProjection } from '../attachments/job-attachments.projection';
import { emailLogProjection } from '../jobs/projections/email-log.projection';
import { jobListProjection } from '../jobs/projections/job-list.projection';
import { jobNotesProjection } from '../jobs/projections/job-notes.projection';
import { shareLinksProjection } from '../jobs/projections/share-links.projection';
import { jobNotificationsProjection } from '../notifications/job-notifications.projection';
import { providerImportsProjection } from '../provider-imports/provider-imports.projection';
import { jobStatsProjection } from '../stats/projection/job-stats.projection';
import type { Projection } from './projection';

/** Every projection the app keeps up to date and the ops CLI can rebuild. */
export const allProjections: readonly Projection[] = [
  jobListProjection,
  jobNotesProjection,
  shareLinksProjection,
  emailLogProjection,
  jobAttachmentsProjection,
  jobNotificationsProjection,
  providerImportsProjection,
  jobStatsProjection,
];
