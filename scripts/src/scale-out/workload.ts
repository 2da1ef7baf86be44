import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { DEMO_COMPANY_ID, DEMO_FORM_ID, DEMO_PROVIDER_SETTINGS } from '@job-intake/backend/tools';
import { completeDemoAnswers } from '@job-intake/backend/testing';
import type { Balancer } from './balancer';

/** A 1×1 PNG: a real image, so the upload's content check accepts it. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e5272de40000000049454e44ae426082',
  'hex',
);

/** A job whose every step was answered 2xx, and what those answers acknowledged. */
export interface AcknowledgedJob {
  readonly id: string;
  readonly notes: string[];
  readonly attachments: { location: string; bytes: number }[];
  answered: boolean;
  /** POST /import answered 200 (sent) or 202 (accepted, the provider has not answered yet). */
  imported: boolean;
  emailedTo: string | null;
}

export interface Tokens {
  readonly reviewer: string;
  readonly standard: string;
}

interface JobAnswer {
  uuid: string;
  form: FormSnapshot;
}

/** One round of staff work on a new job, each request to the next instance in turn. */
export async function workOnJob(
  balancer: Balancer,
  tokens: Tokens,
  round: number,
): Promise<AcknowledgedJob | null> {
  const token = tokens.reviewer;
  const created = await balancer.send<{ id: string }>('POST', '/job', token, {
    name: `Scale-out job ${round}`,
    form_id: DEMO_FORM_ID,
    ...DEMO_PROVIDER_SETTINGS,
  });
  if (created.status !== 201) return null;
  const job: AcknowledgedJob = {
    id: created.body.id,
    notes: [],
    attachments: [],
    answered: false,
    imported: false,
    emailedTo: null,
  };
  await step(async () => {
    const read = await balancer.send<JobAnswer>('GET', `/job/${job.id}`, token);
    if (read.status !== 200) return;
    const saved = await balancer.send('POST', `/job/${job.id}/results`, token, {
      id: job.id,
      answers: completeDemoAnswers(read.body.form),
    });
    job.answered = saved.status === 200;
  });
  await step(async () => {
    const to = `customer-${round}@example.com`;
    const sent = await balancer.send('POST', '/email', tokens.standard, {
      id: job.id,
      to,
      subject: 'Please fill in [job_name]',
      body: 'Hello, please fill in [link_address]',
    });
    if (sent.status === 201) job.emailedTo = to;
  });
  await step(async () => {
    if (!job.answered) return;
    const read = await balancer.send<JobAnswer>('GET', `/job/${job.id}`, token);
    const finalized = await balancer.send('POST', `/job/${job.id}/finalize`, token, {
      id: job.id,
      uuid: read.body.uuid,
    });
    if (finalized.status !== 200) return;
    const imported = await balancer.send('POST', `/job/${job.id}/import`, token, { id: job.id });
    job.imported = imported.status === 200 || imported.status === 202;
  });
  await step(async () => {
    const description = `Note ${round}: called the owner`;
    const added = await balancer.send('POST', '/note', token, { job_id: job.id, description });
    if (added.status === 201) job.notes.push(description);
  });
  await step(async () => {
    const form = new FormData();
    form.set('job_id', job.id);
    form.set('company_id', DEMO_COMPANY_ID);
    form.append('files[]', new Blob([PNG], { type: 'image/png' }), `site-${round}.png`);
    const uploaded = await balancer.send<{ location: string }[]>('POST', '/attach', token, form);
    if (uploaded.status === 201)
      job.attachments.push({ location: uploaded.body[0]!.location, bytes: PNG.length });
  });
  return job;
}

/** A request that failed on the network is not acknowledged: the drill goes on without it. */
async function step(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch {
    // Not acknowledged; the checks only look at what was.
  }
}

export async function signIn(balancer: Balancer, email: string, password: string): Promise<string> {
  const answer = await balancer.send<{ token: string }>('POST', '/auth/login', null, {
    email,
    password,
  });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: HTTP ${answer.status}`);
  return answer.body.token;
}
