/**
 * Share links (spec: Job page Share tab, Settings panel's Custom job links; sections 3, 4, 7).
 * Staff calls need a bearer token and the `projects` permission; another company's job is 404.
 */

/** open: the guest may fill it in; closed: disabled by staff; complete: the guest submitted it. */
export type ShareLinkStatus = 'open' | 'closed' | 'complete';

/** One link on the Share tab (spec: Share link). */
export interface ShareLinkDto {
  id: string;
  /** The public id in /link/{uuid}: random (v4), never the job's id. */
  uuid: string;
  /** `<PUBLIC_URL or the request's origin>/link/<uuid>` */
  url: string;
  /** The label (shareNote). */
  shareNote: string;
  /** The section ids (of the job's pinned form version) the guest may fill in. */
  sections: string[];
  /** Percent of the required fields of the link's (visible) sections that are answered. */
  progress: number;
  status: ShareLinkStatus;
  created_at: string;
  updated_at: string;
}

/** GET /job/{id}/links: the job's links, oldest first. */
export interface ShareLinksResponse {
  links: ShareLinkDto[];
}

/**
 * POST /job/history: create a link (job open or in Review). shareNote 1–100 characters after
 * trimming (SHARE_LINK_LABEL_MAX_LENGTH); sections: at least one, each a section of the job's
 * form. Answer 201: the new link with previewLink and previewLabel.
 */
export interface CreateShareLinkRequest {
  job_id: string;
  sections: string[];
  shareNote: string;
}

/** More than any form has: a bound on what one request (a share link's or an e-mail's) may name. */
export const SHARE_LINK_MAX_SECTIONS = 100;

export const SHARE_LINK_SECTIONS_MESSAGES = {
  notList: 'sections must be a list of section ids',
  empty: 'sections should not be empty: choose at least one section',
  tooMany: `sections may hold at most ${SHARE_LINK_MAX_SECTIONS} ids`,
  notId: 'sections must hold section ids',
};

export interface CreateShareLinkResponse extends ShareLinkDto {
  previewLink: string;
  previewLabel: string;
}

/** POST /job/history/{linkId}: Enable (open) or Disable (closed). A complete link is 409. */
export interface UpdateShareLinkStatusRequest {
  id: string;
  status: 'open' | 'closed';
}
