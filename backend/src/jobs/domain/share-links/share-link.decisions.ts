import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import { visibleSections } from '@job-intake/contracts/job-form/visibility';
import type {
  AnswerValue,
  JobEvent,
  JobProgress,
  ShareLinkCreated,
} from '@job-intake/contracts/jobs/job-events';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import type { ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import {
  GUEST_FORM_COMPLETE,
  GUEST_LINK_CLOSED,
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
} from '@job-intake/contracts/guests/guest-api';
import { DomainError } from '../../shared/domain-error';
import { isExpired } from './email-expiry';
import { saveAnswers, type SaveAnswersData } from './job-answers.decisions';
import type { ExistingJob } from './job.state';

/** A share link as the job's decisions need it. */
export interface ShareLinkState {
  readonly uuid: string;
  readonly sections: readonly string[];
  readonly status: ShareLinkStatus;
}

export const SHARE_LINK_NOT_FOUND = 'Share link not found';
export const SHARE_LINK_COMPLETE = 'This link is complete: the guest submitted it.';

/** A new link: a label of 1 to 100 characters, at least one section, each on the job's form. */
export function createShareLink(
  data: ShareLinkCreated['data'],
  form: FormSnapshot | null | undefined,
): JobEvent[] {
  return [{ type: 'ShareLinkCreated', data: validShareLink(data, form) }];
}

export function validShareLink(
  data: ShareLinkCreated['data'],
  form: FormSnapshot | null | undefined,
): ShareLinkCreated['data'] {
  const label = data.label.trim();
  if (!label) throw new DomainError('invalid', 'shareNote should not be empty');
  if (label.length > SHARE_LINK_LABEL_MAX_LENGTH) {
    throw new DomainError(
      'invalid',
      `shareNote must be at most ${SHARE_LINK_LABEL_MAX_LENGTH} characters`,
    );
  }
  const sections = [...new Set(data.sections)];
  if (sections.length === 0) throw new DomainError('invalid', 'Choose at least one section.');
  if (form) {
    const known = new Set(form.sections.map((section) => section.id));
    const unknown = sections.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new DomainError('invalid', `Not a section of this job's form: ${unknown.join(', ')}`);
  }
  return { ...data, label, sections };
}

/**
 * A link's progress: the required fields of its sections that are shown and answered. Visibility
 * is judged on the whole form, whose association choice may lie outside the link's sections.
 */
export function shareLinkProgress(
  form: Pick<FormSnapshot, 'sections'>,
  sections: readonly string[],
  answers: Readonly<Record<string, AnswerValue>>,
): JobProgress {
  const shown = visibleSections(form, answers).filter((section) => sections.includes(section.id));
  return computeProgress({ sections: shown }, answers);
}

/** Staff's Enable and Disable; a complete link stays complete, and an unchanged status is a no-op. */
export function setShareLinkStatus(
  job: ExistingJob,
  data: { linkId: string; status: 'open' | 'closed' },
): JobEvent[] {
  const link = requireLink(job, data.linkId, 'not_found', SHARE_LINK_NOT_FOUND);
  if (link.status === 'complete') throw new DomainError('conflict', SHARE_LINK_COMPLETE);
  if (link.status === data.status) return [];
  return [{ type: 'ShareLinkStatusChanged', data }];
}

export type GuestSave = Omit<SaveAnswersData, 'sections' | 'byGuest'> & {
  readonly linkId: string;
  /** Submit Form: the link becomes complete after these answers. */
  readonly submit: boolean;
  /** When the guest saves: an e-mail request's link closes at its expiry instant. */
  readonly now: Date;
};

/**
 * A guest's draft or Submit Form through a link: only while the link is open, its e-mail
 * request (if it has one) not expired, and the job open (a job in Review is read-only for
 * guests), only the link's sections, settings as proposals.
 */
export function saveGuestAnswers(job: ExistingJob, data: GuestSave): JobEvent[] {
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
export function linkExpired(job: ExistingJob, linkId: string, now: Date): boolean {
  return [...job.emails.values()].some((email) => email.linkId === linkId && isExpired(email, now));
}

/** The link a guest holds: unknown is 404, closed 403 (complete is for the caller to judge). */
export function requireGuestLink(job: ExistingJob, linkId: string): ShareLinkState {
  const link = requireLink(job, linkId, 'not_found', GUEST_LINK_NOT_FOUND);
  if (link.status === 'closed') throw new DomainError('forbidden', GUEST_LINK_CLOSED);
  return link;
}

function requireLink(
  job: ExistingJob,
  linkId: string,
  kind: 'not_found',
  message: string,
): ShareLinkState {
  const link = job.links.get(linkId);
  if (!link) throw new DomainError(kind, message);
  return link;
}
