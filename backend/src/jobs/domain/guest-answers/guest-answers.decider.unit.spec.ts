import {
  GUEST_FORM_COMPLETE,
  GUEST_LINK_CLOSED,
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
} from '@job-intake/contracts/guests/guest-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { TODAY, givenFor } from '../testing/job-decider.given';
import {
  NOW,
  TWO_SECTIONS,
  allAnswered,
  closed,
  created,
  finalized,
  linkId,
  linkOf,
  linkSubmitted,
  linkTo,
  sample,
} from '../testing/share-link.given';
import { guestAnswersDecider, type GuestAnswersCommand } from './guest-answers.decider';

const given = givenFor(guestAnswersDecider);

const guestSave = (
  sent: Record<string, unknown>,
  submit = false,
  id = linkId,
  now = NOW,
): GuestAnswersCommand => ({
  type: 'SaveGuestAnswers',
  data: { linkId: id, sent, form: TWO_SECTIONS, today: TODAY, submit, now },
});

describe("a guest's save through a share link", () => {
  it("saves answers of the link's sections with the progress of the whole form, naming the link", () => {
    given([created, linkTo])
      .when(guestSave({ c: 'filled' }))
      .then([
        {
          type: 'AnswersSaved',
          data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
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
          data: {
            answers: { contract: '2500.00' },
            progress: { percent: 0, remaining: 2 },
            linkId,
          },
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
          data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
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
            data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
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
              data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
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
              data: { answers: { c: 'filled' }, progress: { percent: 50, remaining: 1 }, linkId },
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
