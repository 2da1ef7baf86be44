/**
 * What a backup does with every table of the database (decision 0044). The truth is the event
 * store's events plus the tables that are not derived from them; everything else is rebuilt or
 * starts empty. `backup-tables.unit.spec.ts` holds this list to the modules' owned-tables.json and
 * the restore's spec to the migrated schema, so a new table cannot be left without a decision.
 */
export type TableFate =
  /** Not derived from events: copied and loaded as it is. */
  | 'kept'
  /** What a side effect did (an e-mail sent, a provider import made): copied, so it is not redone. */
  | 'side-effects'
  /** A read model or checkpoint: rebuilt from the restored events. */
  | 'derived'
  /** Rolling limits and one-time codes: they start empty. */
  | 'transient'
  /** Written by the event store's append as the events are appended again. */
  | 'event-store'
  /** Written by the migrations. */
  | 'schema';

export interface BackupTable {
  readonly name: string;
  /** The module that owns it (its owned-tables.json), or null for the migrations' own table. */
  readonly owner: string | null;
  readonly fate: TableFate;
}

const table = (name: string, owner: string | null, fate: TableFate): BackupTable => ({
  name,
  owner,
  fate,
});

/** In load order: a table comes after those its foreign keys name. */
export const BACKUP_TABLES: readonly BackupTable[] = [
  table('companies', 'companies', 'kept'),
  table('users', 'users', 'kept'),
  table('permissions', 'roles', 'kept'),
  table('roles', 'roles', 'kept'),
  table('role_permissions', 'roles', 'kept'),
  table('memberships', 'users', 'kept'),
  table('invitations', 'users', 'kept'),
  table('workflow_steps', 'workflows', 'kept'),
  table('files', 'files', 'kept'),
  table('forms', 'forms', 'kept'),
  table('sections', 'forms', 'kept'),
  table('fields', 'forms', 'kept'),
  table('form_variants', 'forms', 'kept'),
  table('form_versions', 'forms', 'kept'),
  table('service_types', 'service-types', 'kept'),
  table('customers', 'customers', 'kept'),
  table('email_templates', 'email-templates', 'kept'),
  table('guest_uploads', 'public-forms', 'kept'),
  // The deployment's signing key: records signed before the restore still name it.
  table('audit_signing_key', 'audit-signing', 'kept'),
  // Who read what: evidence, not derived from the events.
  table('access_log', 'access-log', 'kept'),
  table('webhook_endpoints', 'webhooks', 'kept'),
  table('outbox_emails', 'notifications', 'side-effects'),
  table('job_notification_events', 'notifications', 'side-effects'),
  table('provider_imports', 'provider-imports', 'side-effects'),
  // What the webhook processor found and sent: copied, so a restore sends nothing again.
  table('webhook_events', 'webhooks', 'side-effects'),
  table('webhook_job_states', 'webhooks', 'side-effects'),
  table('webhook_deliveries', 'webhooks', 'side-effects'),
  table('events', 'event-store', 'event-store'),
  table('job_list', 'jobs', 'derived'),
  table('job_list_counts', 'jobs', 'derived'),
  table('job_notes', 'jobs', 'derived'),
  table('share_links', 'jobs', 'derived'),
  table('email_log', 'jobs', 'derived'),
  table('job_attachments', 'jobs', 'derived'),
  table('job_stats', 'stats', 'derived'),
  table('job_stats_daily', 'stats', 'derived'),
  table('projection_checkpoints', 'projections', 'derived'),
  table('password_resets', 'credentials', 'transient'),
  table('sign_in_attempts', 'auth', 'transient'),
  table('throttler_counters', 'auth', 'transient'),
  table('captcha_spent', 'captcha', 'transient'),
  table('guest_charges', 'guest-budgets', 'transient'),
  table('guest_upload_charges', 'public-forms', 'transient'),
  table('schema_migrations', null, 'schema'),
];

/** The tables a backup copies, in load order. */
export const COPIED_TABLES: readonly string[] = BACKUP_TABLES.filter(
  ({ fate }) => fate === 'kept' || fate === 'side-effects',
).map(({ name }) => name);
