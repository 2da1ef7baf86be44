/**
 * An in-memory fake of the share links API (contracts/src/jobs/share-links-api.ts): links kept
 * per job, emptied after every test, answering as the server does (400 for a bad label or no
 * sections, 404 for an unknown link, 409 to toggle a complete link).
 */
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import type {
  CreateShareLinkRequest,
  CreateShareLinkResponse,
  ShareLinkDto,
  ShareLinksResponse,
  UpdateShareLinkStatusRequest,
} from '@job-intake/contracts/jobs/share-links-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { problem } from './problem';

// Noon UTC is the same calendar day in every time zone the tests may run in.
const CREATED_AT = '2025-03-08T12:00:00.000Z';

let linksByJob = new Map<string, ShareLinkDto[]>();
let nextId = 1;
/** The bodies the app sent to POST /job/history and POST /job/history/{id}, in order. */
export const shareLinkRequests: { path: string; body: unknown }[] = [];

export function resetShareLinks() {
  linksByJob = new Map();
  nextId = 1;
  shareLinkRequests.length = 0;
}

/** Adds a link to a job as the server would hold it; the defaults describe a fresh open link. */
export function seedShareLink(
  jobId: string,
  overrides: Partial<ShareLinkDto> & Pick<ShareLinkDto, 'shareNote' | 'sections'>,
): ShareLinkDto {
  const n = nextId++;
  const uuid = overrides.uuid ?? `0b6c2d1e-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const link: ShareLinkDto = {
    id: `link-${n}`,
    uuid,
    url: `${window.location.origin}/link/${uuid}`,
    progress: 0,
    status: 'open',
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    ...overrides,
  };
  linksByJob.set(jobId, [...(linksByJob.get(jobId) ?? []), link]);
  return link;
}

/** The guest's Submit Form, behind the page's back. */
export function completeShareLink(linkId: string) {
  const found = findLink(linkId);
  if (found) replaceLink(found.jobId, { ...found.link, status: 'complete', progress: 100 });
}

function findLink(linkId: string) {
  for (const [jobId, links] of linksByJob) {
    const link = links.find(({ id }) => id === linkId);
    if (link) return { jobId, link };
  }
  return undefined;
}

function replaceLink(jobId: string, changed: ShareLinkDto) {
  const links = linksByJob.get(jobId) ?? [];
  linksByJob.set(
    jobId,
    links.map((link) => (link.id === changed.id ? changed : link)),
  );
}

async function recorded(request: Request): Promise<unknown> {
  const body: unknown = await request.clone().json();
  shareLinkRequests.push({ path: new URL(request.url).pathname, body });
  return body;
}

export const shareLinksHandlers = [
  http.get<{ id: string }>(apiUrl('/job/:id/links'), ({ params }) =>
    HttpResponse.json<ShareLinksResponse>({ links: linksByJob.get(params.id) ?? [] }),
  ),

  http.post(apiUrl('/job/history'), async ({ request }) => {
    const body = (await recorded(request)) as Partial<CreateShareLinkRequest>;
    const shareNote = typeof body.shareNote === 'string' ? body.shareNote.trim() : '';
    if (!shareNote) return problem(400, 'shareNote should not be empty');
    if (shareNote.length > SHARE_LINK_LABEL_MAX_LENGTH) {
      return problem(400, `shareNote must be at most ${SHARE_LINK_LABEL_MAX_LENGTH} characters`);
    }
    if (!Array.isArray(body.sections) || body.sections.length === 0) {
      return problem(400, 'sections should not be empty');
    }
    const link = seedShareLink(String(body.job_id), { shareNote, sections: body.sections });
    return HttpResponse.json<CreateShareLinkResponse>(
      { ...link, previewLink: link.url, previewLabel: shareNote },
      { status: 201 },
    );
  }),

  http.post<{ linkId: string }>(apiUrl('/job/history/:linkId'), async ({ params, request }) => {
    const body = (await recorded(request)) as UpdateShareLinkStatusRequest;
    const found = findLink(params.linkId);
    if (!found) return problem(404, 'Share link not found');
    if (body.status !== 'open' && body.status !== 'closed') {
      return problem(400, 'status must be one of the following values: open, closed');
    }
    if (found.link.status === 'complete') {
      return problem(409, 'This link was submitted and can no longer be changed.');
    }
    const changed = { ...found.link, status: body.status };
    replaceLink(found.jobId, changed);
    return HttpResponse.json<ShareLinkDto>(changed);
  }),
];
