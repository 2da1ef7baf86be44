import { JOB_LINK_PLACEHOLDER } from './job-assigned-email';

export interface LinkSubmittedEmailInput {
  readonly companyName: string;
  readonly jobName: string;
  readonly linkLabel: string;
  readonly recipientName: string;
}

/** Spec section 6: the job's creator is told when a guest submits the form of a share link. */
export function linkSubmittedEmail(input: LinkSubmittedEmailInput): {
  subject: string;
  body: string;
} {
  return {
    subject: `${input.companyName} | Form submitted: ${input.jobName}`,
    body: [
      `Hello ${input.recipientName},`,
      '',
      `A guest submitted the form of the job "${input.jobName}" through the share link "${input.linkLabel}".`,
      '',
      `Open the job: ${JOB_LINK_PLACEHOLDER}`,
      '',
      'Job Intake',
    ].join('\n'),
  };
}
