import type { FieldDto, FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { DEFAULT_FORM_CONFIG } from '@job-intake/contracts/forms/forms-api';
import type { JobCreated, JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { Decider } from '../../../event-sourcing/command-handling';
import type { StoredJobEvent } from '../job-event-upcasting';
import { jobDecider } from '../job.decider';

export const TODAY = '2026-11-25';

function field(id: string, partial: Partial<FieldDto> & Pick<FieldDto, 'type'>): FieldDto {
  return {
    id,
    type_id: null,
    title: id,
    description: '',
    required: false,
    add_to_notes: false,
    order: 0,
    section_id: 's1',
    choices: [],
    style: {},
    field_configs: {},
    mapped_type: null,
    ...partial,
  };
}

/**
 * A job's pinned form: a required text 'a', a text 'b', the customer's address, and fields mapped
 * to the contract amount and the first furnishing date.
 */
export const FORM: FormSnapshot = {
  id: 'f1',
  name: 'Form',
  title: 'Form',
  message: '',
  footnote: '',
  config: DEFAULT_FORM_CONFIG,
  company_id: 'c1',
  sections: [
    {
      id: 's1',
      title: 'Project',
      order: 0,
      readonly: false,
      type_id: null,
      fields: [
        field('a', { type: 'text', required: true }),
        field('b', { type: 'text' }),
        field('customer', { type: 'address', title: 'Customer' }),
        field('contract', {
          type: 'currency',
          title: 'Total Contract Amount',
          mapped_type: { reference: 'total_contract_amt' },
        }),
        field('first', {
          type: 'date',
          title: 'First Furnishing Date',
          mapped_type: { reference: 'first_furnishing' },
        }),
      ],
    },
  ],
};

/** A job's settings as staff created it. */
export const settings: JobSettingsValues = {
  name: 'Riverside Mall',
  reference_no: 'R-1',
  location: '5003',
  contact: '100250',
  first_furnishing: '2026-11-21',
  ff_est: false,
  last_furnishing: '2026-11-28',
  lf_est: false,
  total_contract_amt: '0.00',
  total_claim_amt: '0.00',
};
/** A staff user's job on FORM, none of its required fields answered. */
export const created: JobCreated = {
  type: 'JobCreated',
  data: {
    jobId: '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11',
    uuid: 'c0ffee00-0000-4000-8000-000000000001',
    form_id: 'f1',
    form_version_id: 'v1',
    form_variant_id: null,
    settings,
    customer_id: null,
    workflow_step_id: 's1',
    origin: 'staff',
    creator_user_id: 'u1',
    creator_name: 'Stan Standard',
    form_variant: { id: 'f1', title: 'Default', logo_url: null },
    location_desc: null,
    progress: { percent: 0, remaining: 1 },
  },
};

/** The answers of FORM's required field, which complete the job (100%). */
export const complete: JobEvent = {
  type: 'AnswersSaved',
  data: { answers: { a: 'x' }, progress: { percent: 100, remaining: 0 } },
};
export const finalized: JobEvent = { type: 'JobFinalized', data: {} };
export const imported: JobEvent = {
  type: 'JobImported',
  data: { service: 'Notice :: Premium', direct_no: 'D-1', imported_by: 'u2' },
};

/** An event as the store hands it out, with the id, revision and metadata a decision may read. */
export type GivenEvent = JobEvent & Pick<StoredJobEvent, 'id' | 'revision' | 'metadata'>;

/**
 * Given these events, when the command is decided by this decider (the job's, or one concern's
 * that folds the job's core and its slice only), then these events (or this refusal).
 */
export function givenFor<TCommand, TState>(decider: Decider<TCommand, TState, JobEvent>) {
  return (events: GivenEvent[]) => {
    // Each event at its index in the stream, as the store would hand it out.
    const state = events.reduce(
      (folded, event, revision) => decider.evolve(folded, { revision, ...event }),
      decider.initialState,
    );
    return {
      when: (command: TCommand) => ({
        then: (expected: JobEvent[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenRefuses: (kind: string, message: string | RegExp) =>
          expect(() => decider.decide(command, state)).toThrow(
            expect.objectContaining({ kind, message: expect.stringMatching(message) }),
          ),
      }),
    };
  };
}

/** given/when/then on the job's whole decider. */
export const given = givenFor(jobDecider);
