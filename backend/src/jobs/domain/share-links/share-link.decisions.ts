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
import { DomainError } from '../../../shared/domain-error';
import type { ShareLinkState, ShareLinksState } from './share-links.decider';

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
  job: ShareLinksState,
  data: { linkId: string; status: 'open' | 'closed' },
): JobEvent[] {
  const link = requireLink(job, data.linkId, 'not_found', SHARE_LINK_NOT_FOUND);
  if (link.status === 'complete') throw new DomainError('conflict', SHARE_LINK_COMPLETE);
  if (link.status === data.status) return [];
  return [{ type: 'ShareLinkStatusChanged', data }];
}

export function requireLink(
  job: ShareLinksState,
  linkId: string,
  kind: 'not_found',
  message: string,
): ShareLinkState {
  const link = job.links.get(linkId);
  if (!link) throw new DomainError(kind, message);
  return link;
}
