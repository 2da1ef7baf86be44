import {
  INVALID_RECIPIENTS_MESSAGE,
  NO_UUID_MESSAGE,
} from '@job-intake/contracts/emails/emails-api';
import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import { jobEventSamples } from '../../testing/job-event-samples';
import { SHARE_LINK_COMPLETE } from '../share-links/share-link.decisions';
import { FORM, givenFor } from '../testing/job-decider.given';
import { emailRequestsDecider, type EmailRequestsCommand } from './email-requests.decider';
import { EMAIL_NOT_FOUND, type RequestEmailData } from './email.decisions';

const given = givenFor(emailRequestsDecider);

const sample = jobEventSamples('9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c11');
const created = sample.JobCreated;
const emailId = 'e1';
const linkId = 'l1';
const uuid = 'c0ffee00-0000-4000-8000-00000000000a';
const request: RequestEmailData = {
  emailId,
  linkId,
  uuid,
  sections: ['s1'],
  form: FORM,
  to: ' ann@example.com, bob@example.org ,',
  from: 'office@example.com',
  subject: ' [company_name] | [job_name] ',
  body: 'Hello [customer_name]',
  opt_out: false,
  unsubscribe: 'tok-1',
  expires_at: '2027-01-09T10:00:00.000Z',
};
const send = (change: Partial<RequestEmailData> = {}): EmailRequestsCommand => ({
  type: 'RequestEmail',
  data: { ...request, ...change },
});
const linkCreated: JobEvent = {
  type: 'ShareLinkCreated',
  data: { linkId, uuid, label: 'ann@example.com, bob@example.org', sections: ['s1'] },
};
const requested: JobEvent = {
  type: 'EmailRequested',
  data: {
    emailId,
    linkId,
    to: ['ann@example.com', 'bob@example.org'],
    from: 'office@example.com',
    subject: '[company_name] | [job_name]',
    body: 'Hello [customer_name]',
    opt_out: false,
    unsubscribe: 'tok-1',
    expires_at: '2027-01-09T10:00:00.000Z',
  },
};
const allAnswered: JobEvent = {
  type: 'AnswersSaved',
  data: { answers: { a: 'x' }, progress: { percent: 100, remaining: 0 } },
};
const finalized: JobEvent = { type: 'JobFinalized', data: {} };
const RENEWED = '2027-03-01T10:00:00.000Z';
const BEFORE_EXPIRY = new Date('2027-01-02T10:00:00.000Z');
const resend = (sent = uuid, id = emailId, now = BEFORE_EXPIRY): EmailRequestsCommand => ({
  type: 'ResendEmail',
  data: { emailId: id, uuid: sent, renewedExpiry: RENEWED, now },
});
const expired: JobEvent = { type: 'EmailExpired', data: { emailId } };
const optOut = (opt_out: boolean, id = emailId): EmailRequestsCommand => ({
  type: 'SetEmailOptOut',
  data: { emailId: id, opt_out, by: 'staff' },
});
/** thenRefuses reads a string as a pattern; the message's "(s)" must match literally. */
const INVALID_RECIPIENTS = new RegExp(INVALID_RECIPIENTS_MESSAGE.replace(/[()]/g, '\\$&'));
const addresses = (count: number) =>
  Array.from({ length: count }, (_, n) => `p${n}@example.com`).join(',');

describe('e-mail decisions', () => {
  describe('requesting an e-mail', () => {
    it("creates the request's own link labelled with its recipients, then the request", () => {
      given([created]).when(send()).then([linkCreated, requested]);
    });
    it('is allowed on a job in Review', () => {
      given([created, allAnswered, finalized]).when(send()).then([linkCreated, requested]);
    });
    it('takes 20 recipients and shortens the link label to 100 characters', () => {
      const events = emailRequestsDecider.decide(
        send({ to: addresses(20) }),
        emailRequestsDecider.evolve(emailRequestsDecider.initialState, created),
      );
      const label = (events[0] as Extract<JobEvent, { type: 'ShareLinkCreated' }>).data.label;
      expect(label).toHaveLength(100);
      expect(label.endsWith('…')).toBe(true);
      expect(events[1]).toMatchObject({ data: { to: addresses(20).split(',') } });
    });
    it.each([
      ['a recipient that is no address', { to: 'ann@example.com, bob' }, INVALID_RECIPIENTS],
      ['no recipient', { to: ' , ' }, INVALID_RECIPIENTS],
      ['21 recipients', { to: addresses(21) }, 'at most 20 recipients'],
      ['a line break in to', { to: 'ann@example.com\r\nBcc: x@y.com' }, 'to must not contain'],
      ['a line break in subject', { subject: 'Hi\nBcc: x@y.com' }, 'subject must not contain'],
      ['a line break in from', { from: 'a@b.com\rX: y' }, 'from must not contain'],
      ['a blank subject', { subject: '  ' }, 'subject should not be empty'],
      ['a subject of 201 characters', { subject: 'x'.repeat(201) }, 'at most 200 characters'],
      ['a blank body', { body: ' \n ' }, 'body should not be empty'],
      ['a section not on the form', { sections: ['s9'] }, "Not a section of this job's form"],
    ])('refuses %s', (_case, change, message) => {
      given([created]).when(send(change)).thenRefuses('invalid', message);
    });
    it.each([
      ['submitted', [created, allAnswered, finalized, sample.JobImported]],
      ['archived', [created, sample.JobArchived]],
    ])('refuses a request on a job that is %s', (_status, history) => {
      given(history).when(send()).thenRefuses('conflict', 'no longer');
    });
  });

  describe('resending', () => {
    it("resends with the request's link uuid", () => {
      given([created, linkCreated, requested])
        .when(resend())
        .then([{ type: 'EmailResent', data: { emailId } }]);
    });
    it('opens an expired request again until its renewed expiry', () => {
      given([created, linkCreated, requested, expired])
        .when(resend())
        .then([{ type: 'EmailResent', data: { emailId, expires_at: RENEWED } }]);
    });
    it('opens a request past its expiry instant again, before the reminder run records it', () => {
      given([created, linkCreated, requested])
        .when(resend(uuid, emailId, new Date('2027-01-09T10:00:00.000Z')))
        .then([{ type: 'EmailResent', data: { emailId, expires_at: RENEWED } }]);
    });
    it('refuses another uuid or none as invalid', () => {
      given([created, linkCreated, requested])
        .when(resend(sample.JobCreated.data.uuid))
        .thenRefuses('invalid', NO_UUID_MESSAGE);
      given([created, linkCreated, requested])
        .when(resend(''))
        .thenRefuses('invalid', NO_UUID_MESSAGE);
    });
    it('refuses a request whose link is complete', () => {
      given([created, linkCreated, requested, { type: 'ShareLinkSubmitted', data: { linkId } }])
        .when(resend())
        .thenRefuses('conflict', SHARE_LINK_COMPLETE);
    });
    it('answers an unknown e-mail as not found', () => {
      given([created, linkCreated, requested])
        .when(resend(uuid, 'other'))
        .thenRefuses('not_found', EMAIL_NOT_FOUND);
    });
    it('refuses a submitted job', () => {
      given([created, linkCreated, requested, allAnswered, finalized, sample.JobImported])
        .when(resend())
        .thenRefuses('conflict', 'no longer');
    });
  });

  describe('opting out', () => {
    it('turns reminders off and on again, recording who did it', () => {
      given([created, linkCreated, requested])
        .when(optOut(true))
        .then([{ type: 'EmailOptOutChanged', data: { emailId, opt_out: true, by: 'staff' } }]);
      const out: JobEvent = {
        type: 'EmailOptOutChanged',
        data: { emailId, opt_out: true, by: 'recipient' },
      };
      given([created, linkCreated, requested, out])
        .when(optOut(false))
        .then([{ type: 'EmailOptOutChanged', data: { emailId, opt_out: false, by: 'staff' } }]);
    });
    it('records nothing when it does not change', () => {
      given([created, linkCreated, requested]).when(optOut(false)).then([]);
    });
    it('answers an unknown e-mail as not found', () => {
      given([created]).when(optOut(true, emailId)).thenRefuses('not_found', EMAIL_NOT_FOUND);
    });
  });

  describe('recording how an e-mail went', () => {
    const sent: JobEvent = {
      type: 'EmailSent',
      data: { emailId, kind: 'request', sourceEventId: 'ev1', messageId: '<m1@x>' },
    };
    const failed: JobEvent = {
      type: 'EmailFailed',
      data: { emailId, kind: 'request', sourceEventId: 'ev1', error: '550 Mailbox unavailable' },
    };
    const record = (resultId: string, result: JobEvent): EmailRequestsCommand =>
      ({ type: 'RecordEmailResult', data: { resultId, result } }) as EmailRequestsCommand;

    it('records the outbox result of a request', () => {
      given([created, linkCreated, requested]).when(record('r1', sent)).then([sent]);
      given([created, linkCreated, requested]).when(record('r1', failed)).then([failed]);
    });
    it('records a result once: reported again it finds its id on the request', () => {
      given([created, linkCreated, requested, { ...sent, id: 'r1' }])
        .when(record('r1', sent))
        .then([]);
    });
    it("records another recipient's result of the same request", () => {
      given([created, linkCreated, requested, { ...failed, id: 'r1' }])
        .when(record('r2', failed))
        .then([failed]);
    });
    it('records it on a job that can no longer be edited', () => {
      given([created, linkCreated, requested, sample.JobDeleted])
        .when(record('r1', sent))
        .then([sent]);
    });
    it('answers an unknown e-mail as not found', () => {
      given([created]).when(record('r1', sent)).thenRefuses('not_found', EMAIL_NOT_FOUND);
    });
  });
});
