import {
  GUEST_FORM_COMPLETE,
  GUEST_LINK_CLOSED,
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
  type GuestAnswerConflict,
} from '@job-intake/contracts/guests/guest-api';
import { checkAnswers } from '@job-intake/contracts/job-form/answers';
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
import {
  answerConflicts,
  evolveAnswerChanges,
  initialAnswerChanges,
  type AnswerChangesState,
  type SaveRevisions,
} from './answer-changes';
import { requireLink } from '../share-links/share-link.decisions';
import {
  shareLinksConcern,
  type ShareLinkState,
  type ShareLinksState,
} from '../share-links/share-links.decider';

export type GuestSave = Omit<SaveAnswersData, 'sections' | 'byGuest' | 'linkId'> & {
  readonly linkId: string;
  /**
   * The job's revision the guest's answers were based on (a sent field changed after it by anyone
   * but this link is a conflict, not saved), beside the job's latest. Absent: every field is saved
   * (last write wins).
   */
  readonly revisions?: SaveRevisions;
  /** Submit Form: the link becomes complete after these answers. */
  readonly submit: boolean;
  /** When the guest saves: an e-mail request's link closes at its expiry instant. */
  readonly now: Date;
};

/** A guest's draft or Submit Form through a share link (no companyId: the link names the job). */
export type GuestAnswersCommand = { type: 'SaveGuestAnswers'; data: GuestSave };

/** The job as a guest's save reads it. */
export type GuestAnswersJob = EmailRequestsJob & AnswerChangesState;

/**
 * Guests answering through a link: its slice is who changed each answer last (a save based on an
 * older revision does not overwrite another's change); it reads the links and, for a request's
 * own link, whether the request expired.
 */
export const guestAnswersConcern: JobConcern<
  GuestAnswersCommand,
  AnswerChangesState,
  ShareLinksState & EmailRequestsState
> = {
  commands: new Set(['SaveGuestAnswers']),
  reads: [shareLinksConcern, emailRequestsConcern],
  initialState: initialAnswerChanges,
  evolve: evolveAnswerChanges,
  decide: (command, job) => saveGuestAnswers(job, command.data),
};

export const guestAnswersDecider = concernDecider(guestAnswersConcern);

/**
 * A guest's draft or Submit Form through a link: only while the link is open, its e-mail
 * request (if it has one) not expired, and the job open (a job in Review is read-only for
 * guests), only the link's sections, settings as proposals. Every sent answer is checked; the
 * conflicting ones (guestAnswerConflicts) are left as they are and the others saved; a Submit
 * Form with a conflict saves nothing.
 */
function saveGuestAnswers(job: GuestAnswersJob, data: GuestSave): JobEvent[] {
  const link = requireGuestLink(job, data.linkId);
  if (link.status === 'complete' || job.status !== 'open')
    throw new DomainError('forbidden', GUEST_FORM_COMPLETE);
  if (linkExpired(job, data.linkId, data.now))
    throw new DomainError('forbidden', GUEST_LINK_EXPIRED);
  const save = { ...data, sections: new Set(link.sections), byGuest: true };
  const everything = saveAnswers(job, save);
  const conflicts = new Set(guestAnswerConflicts(job, data).map(({ field_id }) => field_id));
  if (conflicts.size > 0 && data.submit) return [];
  const events =
    conflicts.size === 0
      ? everything
      : saveAnswers(job, { ...save, sent: withoutFields(data.sent, conflicts) });
  if (data.submit) events.push({ type: 'ShareLinkSubmitted', data: { linkId: data.linkId } });
  return events;
}

/**
 * The sent answers the save leaves as they are because someone else changed them after the
 * guest's base revision (none without one; a base after the job's revision is a 400). The
 * handler answers them, and the decider keeps them out of the save.
 */
export function guestAnswerConflicts(job: GuestAnswersJob, data: GuestSave): GuestAnswerConflict[] {
  if (data.revisions === undefined || !data.form) return [];
  const checked = checkAnswers(data.form, job.answers, data.sent, { today: data.today });
  // Answers that are not right for the form are the save's 400, whatever else changed.
  if (checked.problems.length > 0) return [];
  return answerConflicts(job, data.linkId, data.revisions, checked.answers);
}

function withoutFields(
  sent: Readonly<Record<string, unknown>>,
  fields: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(sent).filter(([id]) => !fields.has(id)));
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
