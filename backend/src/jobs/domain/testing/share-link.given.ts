import type { FieldDto, FormSnapshot, SectionDto } from '@job-intake/contracts/forms/forms-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../testing/job-event-samples';
import { FORM, TODAY } from './job-decider.given';

/** A job with share links, for the share links' and the guests' specs. */
export const sample = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11');
const firstField = FORM.sections[0]!.fields[0]!;
export const field = (id: string, change: Partial<FieldDto>): FieldDto => ({
  ...firstField,
  id,
  title: id,
  ...change,
});
export const section = (
  id: string,
  fields: FieldDto[],
  type_id: number | null = null,
): SectionDto => ({
  id,
  title: id,
  order: 1,
  readonly: false,
  type_id,
  fields,
});
/** FORM's section s1 (required 'a', mapped 'contract') and s2 with a required 'c'. */
export const TWO_SECTIONS: FormSnapshot = {
  ...FORM,
  sections: [FORM.sections[0]!, section('s2', [field('c', { section_id: 's2', required: true })])],
};

export const linkId = 'l1';
export const created = sample.JobCreated;
export const linkOf = (sections: string[]): JobEvent => ({
  type: 'ShareLinkCreated',
  data: { linkId, uuid: 'c0ffee00-0000-4000-8000-00000000000a', label: 'Owner', sections },
});
export const linkTo = linkOf(['s2']);
export const closed: JobEvent = {
  type: 'ShareLinkStatusChanged',
  data: { linkId, status: 'closed' },
};
export const linkSubmitted: JobEvent = { type: 'ShareLinkSubmitted', data: { linkId } };
export const allAnswered: JobEvent = {
  type: 'AnswersSaved',
  data: { answers: { a: 'x', c: 'y' }, progress: { percent: 100, remaining: 0 } },
};
export const finalized: JobEvent = { type: 'JobFinalized', data: {} };

export const NOW = new Date(`${TODAY}T12:00:00.000Z`);
