// The stated exceptions to `module-tables/no-foreign-tables` (decision 0034): SQL that names
// another module's table. `kept` are joins a module's own list or read model needs in one query;
// `pending` are reads still to move behind the owner's export (the decision names the follow-up).
const kept = (file, tables, why) => ({ file: `backend/src/${file}`, tables, why: `Kept: ${why}` });
const pending = (file, tables, why) => ({
  file: `backend/src/${file}`,
  tables,
  why: `Pending: ${why}`,
});

export const tableExceptions = [
  kept(
    'companies/list-companies/companies-list.ts',
    ['memberships'],
    'the paged admin list sorts by each company’s user count on the server',
  ),
  kept(
    'companies/shared/company-detail.reader.ts',
    ['memberships', 'users', 'roles'],
    'the company page lists its members with their role names in one query',
  ),
  kept(
    'roles/shared/company-roles.reader.ts',
    ['memberships'],
    'the roles list shows each role’s user count',
  ),
  kept(
    'users/shared/company-users.reader.ts',
    ['roles'],
    'the paged users list shows and sorts by each member’s role name',
  ),
  kept(
    'users/shared/invitations.ts',
    ['roles'],
    'the pending invitations list shows each invitation’s role name',
  ),
  kept(
    'workflows/shared/workflow-steps.reader.ts',
    ['roles'],
    'the workflow steps list shows each step’s role',
  ),
  kept(
    'jobs/queries/shared/job-note-rows.ts',
    ['users'],
    'the notes list names each note’s author as they are called now',
  ),
  kept(
    'jobs/queries/shared/email-log-rows.ts',
    ['outbox_emails'],
    'the e-mail log shows each request’s subject as the outbox rendered it',
  ),
  kept(
    'report/shared/report.reader.ts',
    ['companies', 'memberships', 'forms', 'job_list', 'job_list_counts'],
    'the admin report pages and sorts companies by counts from four modules on the server',
  ),
  kept(
    'data-export/export-data/export-jobs.reader.ts',
    ['job_list', 'form_versions'],
    'the export reads the company’s whole job list and its pinned forms in bulk',
  ),
  pending(
    'notifications/email-follow-up-notices.ts',
    ['users'],
    'set-based notices inside the projection batch; notifications to project its recipients',
  ),
  pending(
    'notifications/email-request-notices.ts',
    ['job_list', 'users', 'share_links'],
    'set-based notices inside the projection batch; notifications to project what it names',
  ),
  pending(
    'notifications/job-notification-rows.ts',
    ['workflow_steps', 'roles', 'companies', 'memberships', 'users'],
    'set-based notices inside the projection batch; notifications to project its recipients',
  ),
  pending(
    'notifications/link-submitted-notices.ts',
    ['job_list', 'users', 'companies', 'share_links'],
    'set-based notices inside the projection batch; notifications to project what it names',
  ),
  pending(
    'notifications/workflow-notices.ts',
    ['workflow_steps', 'job_list', 'companies', 'users'],
    'set-based notices inside the projection batch; notifications to project its recipients',
  ),
  pending(
    'jobs/commands/archive-due-jobs/archive-due-jobs.ts',
    ['companies'],
    'each company’s archive setting in the batch query; the batch runner is being rewritten (issue 28 items 1 and 6)',
  ),
  pending(
    'jobs/commands/remind-emails/remind-emails.ts',
    ['companies'],
    'each company’s reminder settings in the batch query; the batch runner is being rewritten (issue 28 items 1 and 6)',
  ),
  pending(
    'jobs/shared/job-merge-values.ts',
    ['companies', 'customers'],
    'a job’s e-mail merge values join its company and customer preset',
  ),
  pending(
    'email-templates/preview-job-email/preview-job-email.http.controller.ts',
    ['job_list'],
    'the preview reads the job’s merge values with jobs’ SQL fragment; jobs to export a reader',
  ),
  pending(
    'jobs/queries/shared/job-attachment-rows.ts',
    ['job_attachments'],
    'attachments imports jobs; the job_attachments read model moves to jobs or attachments exports a reader',
  ),
  pending(
    'forms/form-store.ts',
    ['files'],
    'the form variants’ logo files are read with the files module’s StoredFile entity; files to export a reader',
  ),
  pending(
    'forms/commands/logo-variants/logo-variants.service.ts',
    ['files'],
    'the chosen logo is checked with the files module’s StoredFile entity; files to export a reader',
  ),
  pending(
    'public-forms/shared/public-forms.reader.ts',
    ['form_variants', 'forms', 'companies', 'users', 'memberships'],
    'the public form’s appid and creator lookups are single indexed queries across forms, companies and users',
  ),
];
