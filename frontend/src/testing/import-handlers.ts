/**
 * A fake of sending a job to the provider (contracts/src/jobs/job-import-api.ts). A job answers
 * the import routes only once a test seeds it with seedImport (others get the server's 403, as a
 * user who may not import would); the pre-send check is the contracts' own importProblemsOf, and
 * a send with problems is refused with their list, as the server does. Seeds and recorded requests
 * are dropped when the test finishes.
 */
import {
  IMPORT_FORBIDDEN,
  IMPORT_STILL_RUNNING,
  type ImportJobRequest,
  type ImportJobResponse,
  type ImportPreviewDto,
  importProblemsOf,
} from '@job-intake/contracts/jobs/job-import-api';
import type { FurnishingWarning } from '@job-intake/contracts/jobs/furnishing-warnings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import type {
  ProviderImportField,
  ProviderImportPayload,
} from '@job-intake/contracts/provider/provider-import';
import {
  DEFAULT_SERVICE_TYPE,
  type ServiceTypeDto,
} from '@job-intake/contracts/services/service-types-api';
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { settingsOf } from '../features/jobs/job-settings-draft';
import { apiUrl } from './api-url';
import { seedJob } from './jobs-handlers';
import { problem } from './problem';

/** How the provider answers a send: a notice job, not yet (202), or a refusal. */
export type ProviderOutcome =
  { directNo: string } | 'still running' | { status: number; message: string | string[] };

interface ImportSeed {
  job: JobDetail;
  services: ServiceTypeDto[];
  fields: ProviderImportField[];
  outcome: ProviderOutcome;
  /** The server derives them from the job's events, which this fake has not got. */
  warnings: FurnishingWarning[];
}

let seeds = new Map<string, ImportSeed>();
/** The bodies the app sent to POST /job/{id}/import, in order. */
export const importRequests: ImportJobRequest[] = [];
/** The jobs whose pre-send check the app asked for (GET /job/{id}/import), in order. */
export const previewRequests: string[] = [];

/** Lets the reviewer send `job` (seeded with seedJob); the provider answers `outcome`. */
export function seedImport(job: JobDetail, options: Partial<Omit<ImportSeed, 'job'>> = {}): void {
  seeds.set(job.id, {
    job,
    services: options.services ?? [],
    fields: options.fields ?? [],
    outcome: options.outcome ?? { directNo: 'D-1001' },
    warnings: options.warnings ?? [],
  });
  resetWhenTestEnds();
}

let resetPending = false;
/** Drops the seeds and the recorded requests once the running test finishes. */
function resetWhenTestEnds() {
  if (resetPending) return;
  resetPending = true;
  onTestFinished(() => {
    seeds = new Map();
    importRequests.length = 0;
    previewRequests.length = 0;
    resetPending = false;
  });
}

export function serviceType(
  id: string,
  text: string,
  overrides: Partial<ServiceTypeDto> = {},
): ServiceTypeDto {
  return { id, text, lien_direct: false, default: false, status: 'active', ...overrides };
}

/** The provider's notice job lands on the job: Submitted with its Direct No (as after a 202). */
export function landImport(job: JobDetail, directNo: string): JobDetail {
  return seedJob({
    ...job,
    status: 'submitted',
    directNo,
    imported_by: 'Rita Reviewer',
    imported_at: '2025-03-09T12:00:00.000Z',
    import_state: null,
    import_error: null,
    revision: job.revision + 1,
  });
}

/** The payload for the chosen service type (by id), else the default one. */
function payloadOf(
  { job, fields, services }: ImportSeed,
  serviceId: string | null | undefined,
): ProviderImportPayload {
  const service =
    services.find((s) => s.id === serviceId) ?? services.find((s) => s.default) ?? services[0];
  const { location, contact, ...settings } = settingsOf(job);
  return {
    job_id: job.id,
    job_uuid: job.uuid,
    service: service?.text ?? DEFAULT_SERVICE_TYPE,
    lien_direct: service?.lien_direct ?? false,
    ...settings,
    cnt_id: contact,
    div_id: location,
    addresses: [],
    fields,
    attachments: job.attachments.map(({ file_name, size, mime_type }) => ({
      file_name,
      size,
      mime_type,
    })),
  };
}

/** The seed with the job as the jobs fake holds it now (the Settings panel may have changed it). */
async function currentSeed(id: string): Promise<ImportSeed | undefined> {
  const seed = seeds.get(id);
  if (!seed) return undefined;
  const answer = await fetch(apiUrl(`/job/${encodeURIComponent(id)}`));
  return { ...seed, job: (await answer.json()) as JobDetail };
}

export const importHandlers = [
  http.get(apiUrl('/job/:id/import'), async ({ params, request }) => {
    resetWhenTestEnds();
    previewRequests.push(String(params.id));
    const seed = await currentSeed(String(params.id));
    if (!seed) return problem(403, IMPORT_FORBIDDEN);
    const payload = payloadOf(seed, new URL(request.url).searchParams.get('service'));
    const active = seed.services.filter((s) => s.status === 'active');
    return HttpResponse.json<ImportPreviewDto>({
      payload,
      problems: importProblemsOf(payload),
      warnings: seed.warnings,
      services: active,
      default_service: payloadOf(seed, undefined).service,
    });
  }),

  http.post(apiUrl('/job/:id/import'), async ({ params, request }) => {
    const body = (await request.json()) as ImportJobRequest;
    resetWhenTestEnds();
    importRequests.push(body);
    const seed = await currentSeed(String(params.id));
    if (!seed) return problem(403, IMPORT_FORBIDDEN);
    const problems = importProblemsOf(payloadOf(seed, body.service));
    if (problems.length > 0)
      return problem(
        400,
        problems.map((p) => p.message),
      );
    const { outcome, job } = seed;
    if (outcome === 'still running') {
      seedJob({ ...job, import_state: 'sending', import_error: null });
      return HttpResponse.json({ message: IMPORT_STILL_RUNNING }, { status: 202 });
    }
    if (!('directNo' in outcome)) {
      // The server records only the provider's refusal (a 4xx) as JobImportFailed.
      const error = [outcome.message].flat().join(' ');
      if (outcome.status < 500) seedJob({ ...job, import_state: 'failed', import_error: error });
      return problem(outcome.status, outcome.message);
    }
    landImport(job, outcome.directNo);
    return HttpResponse.json<ImportJobResponse>({
      status: 'submitted',
      ols_resp: { directNo: outcome.directNo },
    });
  }),
];
