// Shared by the provider-import specs: a complete demo job in Review, the service types a company
// offers, and what the provider sandbox filed.
import { type APIRequestContext, expect } from '@playwright/test';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { completeDemoAnswers } from '@job-intake/backend/testing';
import { bearer, DEMO_FORM_ID } from './guest-helpers';
import { SANDBOX_URL_ENV } from './paths';

/**
 * A demo location and one of its contacts, which the provider sandbox knows (the seed's
 * DEMO_PROVIDER_SETTINGS: the suite reads the app from outside, without its entities).
 */
export const PROVIDER_SETTINGS = { selectedLocation: '5001', selectedContact: '100245' };

/** A notice job as the sandbox lists it at GET /__sandbox/imports. */
interface SandboxNoticeJob {
  key: string;
  directNo: string;
  job_id: string;
  requests: number;
}

/** A complete demo job, finalized for review (without contact and location unless given). */
export async function pendingDemoJob(
  request: APIRequestContext,
  name: string,
  settings: object = {},
): Promise<string> {
  const auth = await bearer(request, 'reviewer');
  const created = await request.post('/api/v1/job', {
    headers: auth,
    data: { name, form_id: DEMO_FORM_ID, ...settings },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const job = (await (await request.get(`/api/v1/job/${id}`, { headers: auth })).json()) as {
    uuid: string;
    form: FormSnapshot;
  };
  const saved = await request.post(`/api/v1/job/${id}/results`, {
    headers: auth,
    data: { id, answers: completeDemoAnswers(job.form) },
  });
  expect(saved.status()).toBe(200);
  const finalized = await request.post(`/api/v1/job/${id}/finalize`, {
    headers: auth,
    data: { id, uuid: job.uuid },
  });
  expect(finalized.status()).toBe(200);
  return id;
}

/** Adds active service types to the demo company (as its admin); returns their ids by text. */
export async function givenServiceTypes(
  request: APIRequestContext,
  texts: readonly string[],
): Promise<Record<string, string>> {
  const auth = await bearer(request, 'admin');
  const existing = (await (await request.get('/api/v1/services', { headers: auth })).json()) as {
    id: string;
    text: string;
  }[];
  const ids: Record<string, string> = {};
  for (const text of texts) {
    const known = existing.find((type) => type.text === text);
    if (known) {
      ids[text] = known.id;
      continue;
    }
    const created = await request.post('/api/v1/service', {
      headers: auth,
      data: { text, status: 'active' },
    });
    expect(created.status()).toBe(201);
    ids[text] = ((await created.json()) as { id: string }).id;
  }
  return ids;
}

export function sandboxUrl(): string {
  const url = process.env[SANDBOX_URL_ENV];
  if (!url) throw new Error(`${SANDBOX_URL_ENV} is not set: the global setup starts the app.`);
  return url;
}

/** The notice jobs the provider sandbox filed for one job. */
export async function noticeJobsOf(
  request: APIRequestContext,
  jobId: string,
  sandbox = sandboxUrl(),
): Promise<SandboxNoticeJob[]> {
  const answer = await request.get(`${sandbox}/__sandbox/imports`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as SandboxNoticeJob[]).filter((job) => job.job_id === jobId);
}
