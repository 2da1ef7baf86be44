import type { FieldDto, FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { DEFAULT_FORM_CONFIG } from '@job-intake/contracts/forms/forms-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { decide, type JobCommand } from '../job.decider';
import { evolve, initialJobState } from '../job.state';

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

/** Given these events, when the command is decided, then these events (or this refusal). */
export function given(events: JobEvent[]) {
  const state = events.reduce(evolve, initialJobState);
  return {
    when: (command: JobCommand) => ({
      then: (expected: JobEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenRefuses: (kind: string, message: string | RegExp) =>
        expect(() => decide(command, state)).toThrow(
          expect.objectContaining({ kind, message: expect.stringMatching(message) }),
        ),
    }),
  };
}
