import { randomUUID } from 'node:crypto';
import { DEMO_FORM_ID } from '../../forms/seed/demo-form';
import { createJob } from '../../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import type { TestApp } from '../../testing/test-app';
import type { KnownIds } from './malformed-requests';

/** Ids of the demo company's data, so that bodies are checked past the "not found" answers. */
export async function knownIds(t: TestApp, admin: string): Promise<KnownIds> {
  const jobId = await createJob(t, { Authorization: admin });
  const one = async (sql: string) =>
    (await t.pool.query<{ id: string }>(sql, [DEMO_COMPANY_ID])).rows[0]?.id ?? randomUUID();
  const variantId = await one(
    'SELECT v.id FROM form_variants v JOIN forms f ON f.id = v.form_id WHERE f.company_id = $1',
  );
  const byName: Record<string, string> = {
    form_id: DEMO_FORM_ID,
    job_id: jobId,
    company_id: DEMO_COMPANY_ID,
    variantId,
    appid: variantId,
    uuid: await one(
      "SELECT uuid::text AS id FROM share_links WHERE company_id = $1 AND status = 'open'",
    ),
    eventId:
      (await t.pool.query<{ id: string }>('SELECT event_id AS id FROM events LIMIT 1')).rows[0]
        ?.id ?? randomUUID(),
  };
  const byResource: [RegExp, string][] = [
    [/\/jobs?\//, jobId],
    [/\/forms?\//, DEMO_FORM_ID],
    [/\/compan(y|ies)\//, DEMO_COMPANY_ID],
    [/\/users?\//, await one('SELECT user_id AS id FROM memberships WHERE company_id = $1')],
    [/\/roles?\//, await one('SELECT id FROM roles WHERE company_id = $1')],
    [/\/workflows?\//, await one('SELECT id FROM workflow_steps WHERE company_id = $1')],
    [/\/customers?\//, await one('SELECT id::text AS id FROM customers WHERE company_id = $1')],
    [/\/emailTemplates?\//, await one('SELECT id FROM email_templates WHERE company_id = $1')],
    [/\/services?\//, await one('SELECT id FROM service_types WHERE company_id = $1')],
  ];
  return (name, path) =>
    byName[name] ?? byResource.find(([pattern]) => pattern.test(path))?.[1] ?? randomUUID();
}
