/**
 * The merge fields of a job's e-mail that its read models hold ([job_number], [job_name],
 * [customer_name], [company_name]), selected from `job_list j` with these joins: one definition
 * for the e-mails the outbox renders and the compose dialog's preview, so both read the same.
 */
export const JOB_MERGE_COLUMNS = `j.reference_no AS job_number, j.name AS job_name,
  coalesce(nullif(cu.name, ''), cu.company, '') AS customer_name, c.name AS company_name`;

export const JOB_MERGE_JOINS = `JOIN companies c ON c.id = j.company_id
  LEFT JOIN customers cu ON cu.id::text = j.customer_id AND cu.company_id = j.company_id`;
