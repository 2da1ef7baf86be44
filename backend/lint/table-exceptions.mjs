// The stated exceptions to `module-tables/no-foreign-tables` (decision 0034): SQL that names
// another module's table. `kept` are joins a module's own list or read model needs in one query;
// none is pending: every other read goes through the owner's export.
const kept = (file, tables, why) => ({ file: `backend/src/${file}`, tables, why: `Kept: ${why}` });

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
];
