import type { JobCreated, JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import { decide } from './job.decider';
import { evolveStored, initialJobState } from './job.state';
import { FORM, TODAY, given } from './testing/job-decider.given';

const settings: JobSettingsValues = {
  name: 'Riverside Mall',
  reference_no: '',
  location: null,
  contact: null,
  first_furnishing: '2026-11-21',
  ff_est: false,
  last_furnishing: null,
  lf_est: false,
  total_contract_amt: '1250.50',
  total_claim_amt: '0.00',
};
const data: JobCreated['data'] = {
  jobId: 'j1',
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  form_id: 'f1',
  form_version_id: 'v1',
  form_variant_id: null,
  settings,
  customer_id: null,
  workflow_step_id: null,
  origin: 'staff',
  creator_user_id: 'u1',
  creator_name: 'Stan Standard',
  form_variant: null,
  location_desc: null,
  progress: { percent: 0, remaining: 1 },
};
const created: JobEvent = { type: 'JobCreated', data };
const address = { company: 'Acme Builders', name: 'Pat Lee', city: 'Cleveland' };
const save = (sent: Record<string, unknown>, sections?: ReadonlySet<string>) => ({
  type: 'SaveAnswers' as const,
  data: { sent, form: FORM, today: TODAY, ...(sections ? { sections } : {}) },
});

describe('job decider: answers and the settings mapped fields share (ADR 0018)', () => {
  describe('creating', () => {
    it('gives the mapped fields the settings and the customer address field the preset', () => {
      given([])
        .when({ type: 'CreateJob', data, form: FORM, customerAddress: address })
        .then([
          created,
          {
            type: 'AnswersSaved',
            data: {
              answers: { contract: '1250.50', first: '2026-11-21', customer: address },
              progress: { percent: 0, remaining: 1 },
            },
          },
        ]);
    });
    it('answers nothing for an empty setting, and no address without a customer', () => {
      given([])
        .when({
          type: 'CreateJob',
          data: { ...data, settings: { ...settings, first_furnishing: null } },
          form: FORM,
          customerAddress: null,
        })
        .then([
          { ...created, data: { ...data, settings: { ...settings, first_furnishing: null } } },
          {
            type: 'AnswersSaved',
            data: { answers: { contract: '1250.50' }, progress: { percent: 0, remaining: 1 } },
          },
        ]);
    });
  });

  describe('saving answers', () => {
    it('checks them against the pinned form and records the progress of exactly them', () => {
      given([created])
        .when(save({ a: 'Tower', b: 'x' }))
        .then([
          {
            type: 'AnswersSaved',
            data: { answers: { a: 'Tower', b: 'x' }, progress: { percent: 100, remaining: 0 } },
          },
        ]);
    });
    it('changes the setting a mapped field shares its value with', () => {
      given([created])
        .when(save({ contract: '$2,000', first: '2026-11-20' }))
        .then([
          {
            type: 'AnswersSaved',
            data: {
              answers: { contract: '2000.00', first: '2026-11-20' },
              progress: { percent: 0, remaining: 1 },
            },
          },
          {
            type: 'JobSettingsUpdated',
            data: { changes: { total_contract_amt: '2000.00', first_furnishing: '2026-11-20' } },
          },
        ]);
    });
    it('refuses wrong answers, naming each, and fields outside the allowed sections', () => {
      given([created])
        .when(save({ contract: 'lots', nope: 'x' }))
        .thenRefuses('invalid', /"Total Contract Amount" must be a dollar amount/);
      given([created])
        .when(save({ a: 'Tower' }, new Set(['s2'])))
        .thenRefuses('invalid', '"a" is not in a section you may fill in');
    });
    it('refuses a job without a form', () => {
      given([created])
        .when({ type: 'SaveAnswers', data: { sent: { a: 'x' }, form: null, today: TODAY } })
        .thenRefuses('conflict', 'no form to answer');
    });
  });

  describe('changing a mapped setting', () => {
    it('updates the mapped field with the setting', () => {
      given([created])
        .when({
          type: 'UpdateSettings',
          data: { changes: { total_contract_amt: '500.00', reference_no: 'R-2' }, form: FORM },
        })
        .then([
          {
            type: 'JobSettingsUpdated',
            data: { changes: { total_contract_amt: '500.00', reference_no: 'R-2' } },
          },
          {
            type: 'AnswersSaved',
            data: { answers: { contract: '500.00' }, progress: { percent: 0, remaining: 1 } },
          },
        ]);
    });
    it('answers nothing for a setting no field is mapped to', () => {
      given([created])
        .when({ type: 'UpdateSettings', data: { changes: { reference_no: 'R-2' }, form: FORM } })
        .then([{ type: 'JobSettingsUpdated', data: { changes: { reference_no: 'R-2' } } }]);
    });
    it("accepting the customer's value updates the mapped field too", () => {
      const submitted: JobEvent = {
        type: 'CustomerValuesSubmitted',
        data: { values: { first_furnishing: '2026-10-01' } },
      };
      given([created, submitted])
        .when({ type: 'AcceptCustomerValue', data: { field: 'first_furnishing', form: FORM } })
        .then([
          { type: 'CustomerValueAccepted', data: { field: 'first_furnishing' } },
          {
            type: 'AnswersSaved',
            data: { answers: { first: '2026-10-01' }, progress: { percent: 0, remaining: 1 } },
          },
        ]);
    });
  });

  describe('the job of another company', () => {
    const state = evolveStored(initialJobState, {
      type: 'JobCreated',
      data,
      schemaVersion: 2,
      metadata: { companyId: 'c1' },
    });
    it('is not found for another company, and found for its own', () => {
      expect(() => decide({ type: 'Finalize', data: {}, companyId: 'c2' }, state)).toThrow(
        expect.objectContaining({ kind: 'not_found', message: 'Job not found' }),
      );
      expect(() => decide({ type: 'Finalize', data: {}, companyId: 'c1' }, state)).toThrow(
        expect.objectContaining({ kind: 'conflict' }),
      );
    });
    it("refuses to finalize under another uuid than the job's", () => {
      expect(() =>
        decide({ type: 'Finalize', data: { uuid: 'c0ffee00-0000-4000-8000-000000000002' } }, state),
      ).toThrow(
        expect.objectContaining({ kind: 'invalid', message: "uuid must be the job's uuid" }),
      );
    });
  });
});
