/**
 * The backend's public entry for tools: what the ops, bench and scale-out scripts in scripts/ use,
 * imported as `@job-intake/backend/tools` (backend/package.json `exports`), never by a path into
 * backend/src. The test servers and demo answers are `@job-intake/backend/testing`.
 */

// Configuration and the database: the app's own settings, a throw-away PostgreSQL, migrations.
export { loadConfig } from './config/app-config';
export { withDatabase } from './database/connection-url';
export { ensureDatabase, migrate } from './database/data-source';
export { startDatabase } from './database/start-database';
export { startThrowAwayPostgres } from './database/throw-away-postgres';

// The event store: its port, the factory the app uses and the PostgreSQL store itself.
export {
  START,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from './event-store/event-store.port';
export type { AppendingEventStore } from './event-store/event-store-append.port';
export { createEventStore } from './event-store/create-event-store';
export { createPostgresEventStore } from './event-store/postgres/postgres-event-store';

// Traces: the SDK's start and the append's spans, for the tracing bench.
export { startTracing } from './tracing/start-tracing';
export { traceAppend, traceCommand } from './tracing/event-spans';

// Read models: the registered projections, their checkpoints, catch-up and shadow rebuilds.
export type { Projection } from './projections/projection';
export { allProjections } from './all-projections';
export { readCheckpoint } from './projections/checkpoints';
export { catchUpProjection } from './projections/catch-up-projection';
export { projectionContentHash, rebuildProjection } from './projections/projection-rebuild';
export { interruptedRebuildAt } from './projections/shadow-tables';
export { emailLogProjection } from './jobs/projections/email-log.projection';
export { jobListProjection } from './jobs/projections/job-list.projection';
export { jobNotesProjection } from './jobs/projections/job-notes.projection';
export { shareLinksProjection } from './jobs/projections/share-links.projection';

// Jobs: the fold of a job's events, the job list's query and the scheduled commands.
export { evolveStored, initialJobState, type JobState } from './jobs/domain/job.state';
export { jobListFilter, jobSearchFilter } from './jobs/queries/shared/job-list-filters';
export { readJobListPage, type JobPageRequest } from './jobs/queries/shared/job-list-page';
export { archiveDueJobs } from './jobs/commands/archive-due-jobs/archive-due-jobs';
export { remindEmails } from './jobs/commands/remind-emails/remind-emails';
export { JobCommandRunner } from './jobs/shared/job-commands';

// Audit, files, workers and the e-mail outbox.
export { verifyStreams } from './audit/verify-streams';
export { copyFiles } from './files/storage/copy-files';
export { storedFileTypes } from './files/stored-files.reader';
export { attachmentFileTypes } from './jobs/queries/shared/job-attachment-rows';
export { guestUploadFileTypes } from './public-forms/shared/guest-uploads';
export { bucketStore, uploadsFolder } from './files/storage/create-file-store';
export { LocalFileStore } from './files/storage/local-file-store';
export { leaseHolders } from './workers/lease-holders';
export type { WorkerName } from './workers/worker-names';
export { INTERRUPTED_MESSAGE } from './notifications/outbox-sender';

// Backup and restore (decision 0044).
export { BackupFileError, type BackupHeader } from './backup/backup-format';
export { RestoreRefused, restoreBackup, type RestoreSummary } from './backup/restore-backup';
export { writeBackup } from './backup/write-backup';
export { exitCodeOf, type CheckResult } from './doctor/doctor-check';
export { runDoctor } from './doctor/run-doctor';

// The demo company the app seeds at start.
export { DEMO_COMPANY_ID, DEMO_LOGINS, DEMO_PROVIDER_SETTINGS } from './seed/demo-seed';
export { DEMO_FORM_ID } from './forms/seed/demo-form';

// The typed client: the OpenAPI document built without a database, and its generated types.
export { previewApiDocument } from './create-app';
export { clientSchema, CLIENT_SCHEMA_PATH } from './api-docs/typed-client/client-schema';
