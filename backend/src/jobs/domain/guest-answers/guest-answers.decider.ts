import {
  GUEST_FORM_COMPLETE,
  GUEST_LINK_CLOSED,
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
} from '@job-intake/contracts/guests/guest-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../../shared/domain-error';
import { isExpired } from '../email-requests/email-expiry';
import {
  emailRequestsConcern,
  type EmailRequestsJob,
  type EmailRequestsState,
} from '../email-requests/email-requests.decider';
import { saveAnswers, type SaveAnswersData } from '../job-answers.decisions';
import { concernDecider, type JobConcern } from '../job-concern';
import { requireLink } from '../share-links/share-link.decisions';
import {
  shareLinksConcern,
  type ShareLinkState,
  type ShareLinksState,
} from '../share-links/share-links.decider';

export type GuestSave = Omit<SaveAnswersData, 'sections' | 'byGuest'> & {
  readonly linkId: string;
  /** Submit Form: the link becomes complete after these answers. */
  readonly submit: boolean;
  /** When the guest saves: an e-mail request's link closes at its expiry instant. */
  readonly now: Date;
};

/** A guest's draft or Submit Form through a share link (no companyId: the link names the job). */
export type GuestAnswersCommand = { type: 'SaveGuestAnswers'; data: GuestSave };

/**
 * Guests answering through a link: no slice of its own, it reads the links and, for a request's
 * own link, whether the request expired.
 */
export const guestAnswersConcern: JobConcern<
  GuestAnswersCommand,
  object,
  ShareLinksState & EmailRequestsState
> = {
  commands: new Set(['SaveGuestAnswers']),
  reads: [shareLinksConcern, emailRequestsConcern],
  initialState: {},
  evolve: (state) => state,
  decide: (command, job) => saveGuestAnswers(job, command.data),
};

export const guestAnswersDecider = concernDecider(guestAnswersConcern);

/**
 * A guest's draft or Submit Form through a link: only while the link is open, its e-mail
 * request (if it has one) not expired, and the job open (a job in Review is read-only for
 * guests), only the link's sections, settings as proposals.
 */
function saveGuestAnswers(job: EmailRequestsJob, data: GuestSave): JobEvent[] {
  const link = requireGuestLink(job, data.linkId);
  if (link.status === 'complete' || job.status !== 'open')
    throw new DomainError('forbidden', GUEST_FORM_COMPLETE);
  if (linkExpired(job, data.linkId, data.now))
    throw new DomainError('forbidden', GUEST_LINK_EXPIRED);
  const events = saveAnswers(job, { ...data, sections: new Set(link.sections), byGuest: true });
  if (data.submit) events.push({ type: 'ShareLinkSubmitted', data: { linkId: data.linkId } });
  return events;
}

/** The link is an e-mail request's own, and the request expired by `now` (until staff resend it). */
function linkExpired(job: EmailRequestsState, linkId: string, now: Date): boolean {
  return [...job.emails.values()].some((email) => email.linkId === linkId && isExpired(email, now));
}

/** The link a guest holds: unknown is 404, closed 403 (complete is for the caller to judge). */
function requireGuestLink(job: ShareLinksState, linkId: string): ShareLinkState {
  const link = requireLink(job, linkId, 'not_found', GUEST_LINK_NOT_FOUND);
  if (link.status === 'closed') throw new DomainError('forbidden', GUEST_LINK_CLOSED);
  return link;
}
