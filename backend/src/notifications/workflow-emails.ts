/** Spec issue 13 item 6: who is told when a job moves along the workflow or is imported. */
import { JOB_LINK_PLACEHOLDER } from './job-assigned-email';

export type WorkflowMove = 'finalized' | 'reopened';

export function workflowMoveEmail(input: {
  companyName: string;
  jobName: string;
  move: WorkflowMove;
  actorName: string | null;
  recipientName: string;
  roleName: string;
}): { subject: string; body: string } {
  const moved = input.move === 'finalized' ? 'Job finalized' : 'Job re-opened';
  const did = input.move === 'finalized' ? 'finalized' : 're-opened';
  return {
    subject: `${input.companyName} | ${moved}: ${input.jobName}`,
    body: [
      `Hello ${input.recipientName},`,
      '',
      `${input.actorName ?? 'Someone'} ${did} the job "${input.jobName}". It is now with your workflow step (${input.roleName}).`,
      '',
      `Open the job: ${JOB_LINK_PLACEHOLDER}`,
      '',
      'Job Intake',
    ].join('\n'),
  };
}

export function jobImportedEmail(input: {
  companyName: string;
  jobName: string;
  service: string;
  directNo: string;
  recipientName: string;
}): { subject: string; body: string } {
  return {
    subject: `${input.companyName} | Job imported: ${input.jobName}`,
    body: [
      `Hello ${input.recipientName},`,
      '',
      `The job "${input.jobName}" you created was imported to ${input.service} as ${input.directNo}.`,
      '',
      `Open the job: ${JOB_LINK_PLACEHOLDER}`,
      '',
      'Job Intake',
    ].join('\n'),
  };
}
