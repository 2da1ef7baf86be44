import type { FieldDto, FormSnapshot, SectionDto } from '@job-intake/contracts/forms/forms-api';
import {
  GUEST_FORM_COMPLETE,
  GUEST_LINK_CLOSED,
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
} from '@job-intake/contracts/guests/guest-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../testing/job-event-samples';
import type { JobCommand } from './job.decider';
import {
  SHARE_LINK_COMPLETE,
  SHARE_LINK_NOT_FOUND,
  shareLinkProgress,
} from './share-link.decisions';
import { FORM, TODAY, given } from './testing/job-decider.given';

const sample = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11');
const firstField = FORM.sections[0]!.fields[0]!;
const field = (id: string, change: Partial<FieldDto>): FieldDto => ({
  ...firstField,
  id,
  title: id,
  ...change,
});
const section = (id: string, fields: FieldDto[], type_id: number | null = null): SectionDto => ({
  id,
  title: id,
  order: 1,
  readonly: false,
  type_id,
  fields,
});
/** FORM's section s1 (required 'a', mapped 'contract') and s2 with a required 'c'. */
const TWO_SECTIONS: FormSnapshot = {
  ...FORM,
  sections: [FORM.sections[0]!, section('s2', [field('c', { section_id: 's2', required: true })])],
};

const linkId = 'l1';
const created = sample.JobCreated;
const linkOf = (sections: string[]): JobEvent => ({
  type: 'ShareLinkCreated',
  data: { linkId, uuid: 'c0ffee00-0000-4000-8000-00000000000a', label: 'Owner', sections },
});
const linkTo = linkOf(['s2']);
const closed: JobEvent = { type: 'ShareLinkStatusChanged', data: { linkId, status: 'closed' } };
const linkSubmitted: JobEvent = { type: 'ShareLinkSubmitted', data: { linkId } };
const allAnswered: JobEvent = {
  type: 'AnswersSaved',
  data: { answers: { a: 'x', c: 'y' }, progress: { percent: 100, remaining: 0 } },
};
const finalized: JobEvent = { type: 'JobFinalized', data: {} };

const createLink = (label: string, sections: string[]): JobCommand => ({
  type: 'CreateShareLink',
  data: { linkId, uuid: 'u-1', label, sections, form: TWO_SECTIONS },
});
const setStatus = (status: 'open' | 'closed', id = linkId): JobCommand => ({
  type: 'SetShareLinkStatus',
  data: { linkId: id, status },
});
const NOW = new Date(`${TODAY}T12:00:00.000Z`);
const guestSave = (
  sent: Record<string, unknown>,
  submit = false,
  id = linkId,
  now = NOW,
): JobCommand => ({
  type: 'SaveGuestAnswers',
  data: { linkId: id, sent, form: TWO_SECTIONS, today: TODAY, submit, now },
});

describe('share link decisions', () => {
  describe('creating a link', () => {
    it('records the label trimmed and each section once', () => {
      given([created])
        .when(createLink('  For the owner ', ['s2', 's1', 's2']))
        .then([
          {
            type: 'ShareLinkCreated',
            data: { linkId, uuid: 'u-1', label: 'For the owner', sections: ['s2', 's1'] },
          },
        ]);
    });
    it('takes a label of exactly 100 characters', () => {
      given([created])
        .when(createLink('x'.repeat(100), ['s1']))
        .then([
          {
            type: 'ShareLinkCreated',
            data: { linkId, uuid: 'u-1', label: 'x'.repeat(100), sections: ['s1'] },
          },
        ]);
    });
    it.each([
      ['an empty label', '', ['s1'], 'shareNote should not be empty'],
      ['a blank label', ' \t ', ['s1'], 'shareNote should not be empty'],
      ['a label of 101 characters', 'x'.repeat(101), ['s1'], 'at most 100 characters'],
      ['no section', 'Owner', [], 'Choose at least one section.'],
      ['a section not on the form', 'Owner', ['s1', 's9'], "Not a section of this job's form: s9"],
    ])('refuses %s', (_case, label, sections, message) => {
      given([created]).when(createLink(label, sections)).thenRefuses('invalid', message);
    });
    it.each([
      ['submitted', [created, allAnswered, finalized, sample.JobImported]],
      ['archived', [created, sample.JobArchived]],
      ['deleted', [created, sample.JobDeleted]],
    ])('refuses a link on a job that is %s', (_status, history) => {
      given(history)
        .when(createLink('Owner', ['s1']))
        .thenRefuses('conflict', 'no longer');
    });
  });

  describe('Enable and Disable', () => {
    it('disables an open link and enables it again', () => {
      given([created, linkTo])
        .when(setStatus('closed'))
        .then([{ type: 'ShareLinkStatusChanged', data: { linkId, status: 'closed' } }]);
      given([created, linkTo, closed])
        .when(setStatus('open'))
        .then([{ type: 'ShareLinkStatusChanged', data: { linkId, status: 'open' } }]);
    });
    it('records nothing when the status does not change', () => {
      given([created, linkTo]).when(setStatus('open')).then([]);
      given([created, linkTo, closed]).when(setStatus('closed')).then([]);
    });
    it('refuses a complete link with a conflict', () => {
      given([created, linkTo, linkSubmitted])
        .when(setStatus('closed'))
        .thenRefuses('conflict', SHARE_LINK_COMPLETE);
    });
    it('answers an unknown link as not found', () => {
      given([created, linkTo])
        .when(setStatus('closed', 'other'))
        .thenRefuses('not_found', SHARE_LINK_NOT_FOUND);
    });
    it('is allowed on a job in Review', () => {
      given([created, linkTo, allAnswered, finalized])
        .when(setStatus('closed'))
        .then([{ type: 'ShareLinkStatusChanged', data: { linkId, status: 'closed' } }]);
    });
    it.each([
      ['submitted', [created, linkTo, allAnswered, finalized, sample.JobImported]],
      ['archived', [created, linkTo, sample.JobArchived]],
    ])('refuses Enable and Disable on a job that is %s', (_status, history) => {
      given(history).when(setStatus('closed')).thenRefuses('conflict', 'can no longer be edited');
    });
  });

  describe("a guest's save", () => {
    it("saves answers of the link's sections with the progress of the whole form", () => {
      given([created, linkTo])
        .when(guestSave({ c: 'filled' }))
        .then([
          {
            type: 'AnswersSaved',
            data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 } },
          },
        ]);
    });
    it("refuses an answer outside the link's sections and saves nothing", () => {
      given([created, linkTo])
        .when(guestSave({ c: 'filled', a: 'not mine' }))
        .thenRefuses('invalid', '"a" is not in a section you may fill in');
    });
    it("makes settings of mapped fields the customer's proposal, never a change", () => {
      given([created, linkOf(['s1'])])
        .when(guestSave({ contract: '2500.00' }))
        .then([
          {
            type: 'AnswersSaved',
            data: { answers: { contract: '2500.00' }, progress: { percent: 0, remaining: 2 } },
          },
          { type: 'CustomerValuesSubmitted', data: { values: { total_contract_amt: '2500.00' } } },
        ]);
    });
    it('appends ShareLinkSubmitted after the answers on Submit Form', () => {
      given([created, linkTo])
        .when(guestSave({ c: 'filled' }, true))
        .then([
          {
            type: 'AnswersSaved',
            data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 } },
          },
          { type: 'ShareLinkSubmitted', data: { linkId } },
        ]);
    });
    it.each([
      ['a closed link', [created, linkTo, closed], GUEST_LINK_CLOSED],
      ['a complete link', [created, linkTo, linkSubmitted], GUEST_FORM_COMPLETE],
      ['a job in Review', [created, linkTo, allAnswered, finalized], GUEST_FORM_COMPLETE],
      [
        'a submitted job',
        [created, linkTo, allAnswered, finalized, sample.JobImported],
        GUEST_FORM_COMPLETE,
      ],
    ])('is forbidden through %s', (_case, history, message) => {
      given(history)
        .when(guestSave({ c: 'late' }))
        .thenRefuses('forbidden', message);
      given(history)
        .when(guestSave({ c: 'late' }, true))
        .thenRefuses('forbidden', message);
    });
    describe("through an e-mail request's link", () => {
      const EXPIRES_AT = '2027-01-09T10:00:00.000Z';
      const REOPENED_UNTIL = '2027-03-01T10:00:00.000Z';
      const requested: JobEvent = {
        type: 'EmailRequested',
        data: {
          ...{ emailId: 'e1', linkId, to: ['ann@example.com'], from: 'office@example.com' },
          ...{ subject: 'Your job', body: 'Hello', opt_out: false, unsubscribe: 'tok-1' },
          expires_at: EXPIRES_AT,
        },
      };
      const expired: JobEvent = { type: 'EmailExpired', data: { emailId: 'e1' } };
      const reopened: JobEvent = {
        type: 'EmailResent',
        data: { emailId: 'e1', expires_at: REOPENED_UNTIL },
      };

      it('is forbidden once the request expired, saying so', () => {
        for (const submit of [false, true])
          given([created, linkTo, requested, expired])
            .when(guestSave({ c: 'late' }, submit))
            .thenRefuses('forbidden', GUEST_LINK_EXPIRED);
      });
      it('is forbidden from the expiry instant on, before the reminder run records it', () => {
        for (const submit of [false, true])
          given([created, linkTo, requested])
            .when(guestSave({ c: 'late' }, submit, linkId, new Date(EXPIRES_AT)))
            .thenRefuses('forbidden', GUEST_LINK_EXPIRED);
        given([created, linkTo, requested, reopened])
          .when(guestSave({ c: 'late' }, false, linkId, new Date(REOPENED_UNTIL)))
          .thenRefuses('forbidden', GUEST_LINK_EXPIRED);
      });
      it('is allowed until the last moment before the expiry instant', () => {
        const justBefore = new Date(Date.parse(EXPIRES_AT) - 1);
        given([created, linkTo, requested])
          .when(guestSave({ c: 'filled' }, false, linkId, justBefore))
          .then([
            {
              type: 'AnswersSaved',
              data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 } },
            },
          ]);
      });
      it('is allowed past the first expiry once staff resent the request, recorded or not', () => {
        const afterFirstExpiry = new Date('2027-02-01T10:00:00.000Z');
        for (const history of [
          [created, linkTo, requested, reopened],
          [created, linkTo, requested, expired, reopened],
        ])
          given(history)
            .when(guestSave({ c: 'filled' }, false, linkId, afterFirstExpiry))
            .then([
              {
                type: 'AnswersSaved',
                data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 } },
              },
            ]);
      });
      it('is allowed before the expiry, and again once staff resent the request', () => {
        for (const history of [
          [created, linkTo, requested],
          [created, linkTo, requested, expired, reopened],
        ])
          given(history)
            .when(guestSave({ c: 'filled' }))
            .then([
              {
                type: 'AnswersSaved',
                data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 } },
              },
            ]);
      });
    });
    it('answers an unknown link as not found', () => {
      given([created, linkTo])
        .when(guestSave({ c: 'x' }, false, 'other'))
        .thenRefuses('not_found', GUEST_LINK_NOT_FOUND);
    });
  });

  describe("a link's progress", () => {
    const choice = field('role', {
      type: 'assoc_choice',
      required: false,
      choices: [
        { id: '3', name: 'General Contractor' },
        { id: '5', name: 'Subcontractor' },
      ],
    });
    const party = section('p5', [field('owner', { section_id: 'p5', required: true })], 5);
    const form: FormSnapshot = {
      ...TWO_SECTIONS,
      sections: [
        { ...TWO_SECTIONS.sections[0]!, fields: [choice] },
        TWO_SECTIONS.sections[1]!,
        party,
      ],
    };

    it("counts only the required fields of the link's sections", () => {
      expect(shareLinkProgress(TWO_SECTIONS, ['s2'], { a: 'x' })).toEqual({
        percent: 0,
        remaining: 1,
      });
      expect(shareLinkProgress(TWO_SECTIONS, ['s2'], { c: 'y' })).toEqual({
        percent: 100,
        remaining: 0,
      });
    });
    it('judges visibility on the whole form, whose association choice lies outside the link', () => {
      expect(shareLinkProgress(form, ['s2', 'p5'], {})).toEqual({ percent: 0, remaining: 1 });
      expect(shareLinkProgress(form, ['s2', 'p5'], { role: '5' })).toEqual({
        percent: 0,
        remaining: 2,
      });
    });
  });
});
