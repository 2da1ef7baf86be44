import type { JobCreated } from '@job-intake/contracts/jobs/job-events';

export type JobOrigin = JobCreated['data']['origin'];

/** Stands for the job page's address in a stored body; the sender fills it in (PUBLIC_URL). */
export const JOB_LINK_PLACEHOLDER = '[link_address]';

export interface JobAssignedEmailInput {
  readonly companyName: string;
  readonly jobName: string;
  /** How the job came in: Create Job by staff, or a guest's public new-job form. */
  readonly origin: JobOrigin;
  /** The staff user who created the job (a public form's job names its contact: not told). */
  readonly creatorName: string | null;
  readonly recipientName: string;
  readonly roleName: string;
}

/** Spec section 6: every user of a step's role is told when a job is assigned to the step. */
export function jobAssignedEmail(input: JobAssignedEmailInput): { subject: string; body: string } {
  const created =
    input.origin === 'public_form'
      ? `A guest created the job "${input.jobName}" through the public form.`
      : `${input.creatorName ?? 'Someone'} created the job "${input.jobName}".`;
  return {
    subject: `${input.companyName} | New job: ${input.jobName}`,
    body: [
      `Hello ${input.recipientName},`,
      '',
      `${created} It is assigned to your workflow step (${input.roleName}).`,
      '',
      `Open the job: ${JOB_LINK_PLACEHOLDER}`,
      '',
      'Job Intake',
    ].join('\n'),
  };
}

/** The stored body with the job page's address filled in. */
export function withJobLink(body: string, baseUrl: string, jobId: string | null): string {
  const link = jobId ? `${baseUrl.replace(/\/+$/, '')}/job/${jobId}` : baseUrl;
  return body.split(JOB_LINK_PLACEHOLDER).join(link);
}
