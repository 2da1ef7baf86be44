/**
 * An in-memory fake of the guest API (contracts/src/guests/guest-api.ts): one open share link
 * of a job on SAMPLE_FORM cut to two sections, one closed link, and one public form. It answers
 * as the server does (404 and 403 for unknown and closed links, read-only once submitted, 400 for
 * a spent captcha token). Tests call resetGuests() first; the requests sent are in guestRequests.
 */
import type { UnsubscribeResponse } from '@job-intake/contracts/emails/emails-api';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import {
  CAPTCHA_EXPIRED,
  GUEST_LINK_CLOSED,
  GUEST_LINK_NOT_FOUND,
  type GuestAnswerConflict,
  type GuestLinkResponse,
  type GuestResultsRequest,
  type GuestResultsResponse,
  PUBLIC_FORM_NOT_FOUND,
  type PublicAttachmentsResponse,
  type PublicFormResponse,
  type PublicJobRequest,
  type PublicJobResponse,
  type PublicUploadGrantRequest,
  type PublicUploadGrantResponse,
  UPLOAD_GRANT_HEADER,
  UPLOAD_PROOF_MISSING,
} from '@job-intake/contracts/guests/guest-api';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import { SAMPLE, SAMPLE_FORM, SAMPLE_SECTIONS } from '@job-intake/contracts/job-form/sample-form';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { http, HttpResponse } from 'msw';
import { type MockInstance, vi } from 'vitest';
import { apiUrl } from './api-url';

export const GUEST_LINK_UUID = '2f7c1c3e-5b1a-4f7e-9a51-0c4f3f0b9d11';
export const CLOSED_LINK_UUID = '8a1d6a40-3f21-4c55-b1c9-7e0e9c2b4a72';
export const PUBLIC_APPID = 'c5e3a9d2-71b4-4d0e-8f6a-3b2d1e0f9a88';
export const PUBLIC_CNTID = '4711';
/** A captcha token the fake treats as already used (a replay). */
export const SPENT_CAPTCHA_TOKEN = 'spent-token';
/** The fake's upload grants: the solved token behind this prefix. */
export const GRANT_PREFIX = 'grant.';
export const CREATED_JOB_UUID = 'b7e9f0a1-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
/** An e-mail request's unsubscribe token; its reminders run until the test POSTs to it. */
export const UNSUBSCRIBE_TOKEN = 'unsubscribe-token-1';
/** The company the guest pages name. */
export const GUEST_COMPANY_NAME = 'Acme Builders Inc.';

const LINK_SECTIONS: string[] = [SAMPLE_SECTIONS.project, SAMPLE_SECTIONS.amounts];
const LINK_FORM: FormSnapshot = {
  ...SAMPLE_FORM,
  sections: SAMPLE_FORM.sections.filter((section) => LINK_SECTIONS.includes(section.id)),
};
/** The amounts section's required fields come answered: the guest fills Project Information. */
const SAVED_ANSWERS: Record<string, AnswerValue> = {
  [SAMPLE.amount]: '125000.00',
  [SAMPLE.firstDate]: '2025-01-15',
};

/** The public form: the sample form's first section, with its two config fields. */
export const PUBLIC_FORM: FormSnapshot = {
  ...SAMPLE_FORM,
  sections: SAMPLE_FORM.sections.slice(0, 1),
};

let linkAnswers: Record<string, AnswerValue> = {};
/** The link job's revision, and the revision at which staff last changed each field. */
let linkRevision = 1;
let staffChangedAt: Record<string, number> = {};
let linkComplete = false;
let optedOut = false;
/** What the app sent to the guest routes, in order. */
export const guestRequests: { path: string; body: unknown }[] = [];

export function resetGuests() {
  linkAnswers = { ...SAVED_ANSWERS };
  linkRevision = 1;
  staffChangedAt = {};
  linkComplete = false;
  optedOut = false;
  guestRequests.length = 0;
  appendSpy = undefined;
  uploadRefusal = null;
}

let uploadRefusal: string | null = null;

/** Staff change a field of the link's job (a new revision): a guest's older save conflicts. */
export function staffEditsLinkAnswer(fieldId: string, value: AnswerValue) {
  linkRevision += 1;
  linkAnswers = { ...linkAnswers, [fieldId]: value };
  staffChangedAt[fieldId] = linkRevision;
}

/**
 * The fields of a guest's save staff changed after its base revision to another value (none
 * without a base: last write wins), as the server finds them.
 */
function conflictsOf(body: GuestResultsRequest): GuestAnswerConflict[] {
  const base = body.base_revision;
  if (base === undefined) return [];
  return Object.entries(body.answers)
    .filter(([id]) => (staffChangedAt[id] ?? 0) > base)
    .filter(([id, value]) => JSON.stringify(linkAnswers[id] ?? null) !== JSON.stringify(value))
    .map(([id, value]) => ({ field_id: id, yours: value, theirs: linkAnswers[id] ?? null }));
}

/** Makes the next uploads refused with 429 and this message (a spent daily budget). */
export function refuseGuestUploads(message: string) {
  uploadRefusal = message;
}

let appendSpy: MockInstance<FormData['append']> | undefined;

/**
 * Lets the upload handler see the multipart body the app built (jsdom's File cannot be streamed
 * by Node's fetch, as in jobs-handlers). Call it before uploading.
 */
export function trackGuestUploads() {
  appendSpy = vi.spyOn(FormData.prototype, 'append');
}

const refused = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, message }, { status });

/** The answer of GET /link/{uuid} for the open link as it is now. */
export function guestLinkResponse(): GuestLinkResponse {
  return {
    link: { id: 'link-1', uuid: GUEST_LINK_UUID, sections: LINK_SECTIONS },
    job: { name: 'Riverside Mall', status: 'open' },
    company: { name: GUEST_COMPANY_NAME },
    form: LINK_FORM,
    form_variant: { id: 'variant-1', title: 'Acme Builders', logo_url: null },
    answerData: linkAnswers,
    progress: computeProgress(LINK_FORM, linkAnswers),
    read_only: linkComplete,
    closed_message: null,
    revision: linkRevision,
  };
}

/** The answer of GET /new/{appid} for a form (tests override the route with other config). */
export function publicFormResponse(form: FormSnapshot = PUBLIC_FORM): PublicFormResponse {
  return {
    appid: PUBLIC_APPID,
    company: { name: GUEST_COMPANY_NAME },
    form,
    form_variant: { id: 'variant-1', title: 'Acme Builders', logo_url: null },
    captcha: { provider: 'altcha', challengeUrl: apiUrl('/captcha/challenge') },
  };
}

function unsubscribeAnswer(token: string | undefined) {
  if (token !== UNSUBSCRIBE_TOKEN) return refused(404, 'This unsubscribe link is not valid.');
  return HttpResponse.json<UnsubscribeResponse>({ job_name: 'Riverside Mall', opt_out: optedOut });
}

function publicForm(appid: string | undefined, cntid?: string) {
  if (appid !== PUBLIC_APPID || (cntid !== undefined && cntid !== PUBLIC_CNTID)) {
    return refused(404, PUBLIC_FORM_NOT_FOUND);
  }
  return HttpResponse.json(publicFormResponse());
}

export const guestHandlers = [
  http.get<{ token: string }>(apiUrl('/unsubscribe/:token'), ({ params }) =>
    unsubscribeAnswer(params.token),
  ),
  http.post<{ token: string }>(apiUrl('/unsubscribe/:token'), ({ params }) => {
    guestRequests.push({ path: `/unsubscribe/${params.token}`, body: null });
    if (params.token === UNSUBSCRIBE_TOKEN) optedOut = true;
    return unsubscribeAnswer(params.token);
  }),
  http.get<{ uuid: string }>(apiUrl('/link/:uuid'), ({ params }) => {
    if (params.uuid === CLOSED_LINK_UUID) return refused(403, GUEST_LINK_CLOSED);
    if (params.uuid !== GUEST_LINK_UUID) return refused(404, GUEST_LINK_NOT_FOUND);
    return HttpResponse.json(guestLinkResponse());
  }),
  http.post<{ uuid: string }, GuestResultsRequest>(
    apiUrl('/link/:uuid/results'),
    async ({ params, request }) => {
      const body = await request.json();
      guestRequests.push({ path: `/link/${params.uuid}/results`, body });
      if (params.uuid === CLOSED_LINK_UUID || linkComplete) return refused(403, GUEST_LINK_CLOSED);
      if (params.uuid !== GUEST_LINK_UUID) return refused(404, GUEST_LINK_NOT_FOUND);
      const conflicts = conflictsOf(body);
      const conflicting = new Set(conflicts.map((conflict) => conflict.field_id));
      const saved = Object.entries(body.answers).filter(([id]) => !conflicting.has(id));
      // A Submit Form with a conflict saves nothing and leaves the link open.
      if (!(body.submit && conflicts.length) && saved.length) {
        linkAnswers = { ...linkAnswers, ...Object.fromEntries(saved) };
        linkRevision += 1;
      }
      linkComplete = body.submit === true && conflicts.length === 0;
      const { answerData, progress, read_only, revision } = guestLinkResponse();
      return HttpResponse.json<GuestResultsResponse>({
        answerData,
        progress,
        read_only,
        revision,
        conflicts,
      });
    },
  ),
  http.get<{ appid: string }>(apiUrl('/new/:appid'), ({ params }) => publicForm(params.appid)),
  http.get<{ appid: string; cntid: string }>(apiUrl('/new/:appid/:cntid'), ({ params }) =>
    publicForm(params.appid, params.cntid),
  ),
  http.post<{ appid: string }, PublicUploadGrantRequest>(
    apiUrl('/new/:appid/upload-grant'),
    async ({ request }) => {
      const { recaptcha } = await request.json();
      return HttpResponse.json<PublicUploadGrantResponse>({
        grant: `${GRANT_PREFIX}${recaptcha}`,
        expires_at: '2030-01-01T00:00:00.000Z',
      });
    },
  ),
  http.post<{ appid: string }>(apiUrl('/new/:appid/attachments'), ({ request }) => {
    if (!request.headers.get(UPLOAD_GRANT_HEADER)?.startsWith(GRANT_PREFIX))
      return refused(400, UPLOAD_PROOF_MISSING);
    if (uploadRefusal) return refused(429, uploadRefusal);
    const form = appendSpy?.mock.contexts.at(-1) as FormData | undefined;
    if (!form) throw new Error('Call trackGuestUploads() before uploading in a test.');
    const files = form.getAll('files[]').filter((value): value is File => value instanceof File);
    guestRequests.push({ path: '/new/attachments', body: files.map((file) => file.name) });
    return HttpResponse.json<PublicAttachmentsResponse>(
      files.map((file, index) => ({
        id: `upload-${index + 1}`,
        file_name: file.name,
        size: file.size,
      })),
    );
  }),
  http.post<never, PublicJobRequest>(apiUrl('/new'), async ({ request }) => {
    const body = await request.json();
    guestRequests.push({ path: '/new', body });
    if (body.recaptcha === `${GRANT_PREFIX}${SPENT_CAPTCHA_TOKEN}`)
      return refused(400, CAPTCHA_EXPIRED);
    return HttpResponse.json<PublicJobResponse>({
      success: true,
      uuid: CREATED_JOB_UUID,
      answerData: body.answers,
    });
  }),
];
