import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import {
  ProjectionSpecification,
  SPEC_COMPANY_ID,
  specTime,
  type GivenEvent,
} from '../../projections/testing/projection-specification';
import { jobEventSamples } from '../testing/job-event-samples';
import { emailLogProjection } from './email-log.projection';

const jobId = '9f1c7b52-2f41-4a43-9d6e-0d5f3f1f6c12';
const sample = jobEventSamples(jobId);
const { emailId, linkId, unsubscribe } = sample.EmailRequested.data;
const sentAs = (kind: 'request' | 'resend' | 'reminder' | 'sender_warning'): GivenEvent => ({
  type: 'EmailSent',
  data: { ...sample.EmailSent.data, kind },
});
const failedAs = (kind: 'request' | 'sender_warning', error: string): GivenEvent => ({
  type: 'EmailFailed',
  data: { ...sample.EmailFailed.data, kind, error },
});
const requested = [sample.JobCreated, sample.ShareLinkCreated, sample.EmailRequested];
const DELIVERY = 'status, error, sent_at, resends, reminders_sent, last_reminder_date, updated_at';

describe('email-log projection: given job events, then the email_log rows', () => {
  let spec: ProjectionSpecification;
  beforeAll(async () => {
    spec = await ProjectionSpecification.for(emailLogProjection, {
      schemaVersions: JOB_EVENT_SCHEMA_VERSION,
    });
  });
  afterEach(() => spec.reset());
  afterAll(() => spec.close());

  const given = (...events: GivenEvent[]) => spec.given(jobStreamId(jobId), ...events);

  it('adds a pending request with its job, company, link, texts, token and expiry', async () => {
    await given(...requested);
    expect(await spec.rows('email_log')).toEqual([
      {
        id: emailId,
        job_id: jobId,
        company_id: SPEC_COMPANY_ID,
        link_id: linkId,
        recipients: ['owner@example.com'],
        sender: 'office@example.com',
        subject: '[company_name] | [job_name]',
        body: 'Please fill in [link_address]',
        status: 'pending',
        error: null,
        opt_out: false,
        unsubscribe,
        resends: 0,
        reminders_sent: 0,
        last_reminder_date: null,
        expires_at: new Date('2025-04-21T12:00:00.000Z'),
        created_at: specTime(2),
        sent_at: null,
        updated_at: specTime(2),
      },
    ]);
  });

  it('is sent when the SMTP server accepts it, and an error with its text when refused', async () => {
    await given(...requested, failedAs('request', '550 Mailbox unavailable'));
    expect(await spec.rows('email_log', 'status, error, sent_at')).toEqual([
      { status: 'error', error: '550 Mailbox unavailable', sent_at: null },
    ]);
    await given(sample.EmailResent);
    expect(await spec.rows('email_log', 'status, error, resends')).toEqual([
      { status: 'pending', error: null, resends: 1 },
    ]);
    await given(sentAs('resend'));
    expect(await spec.rows('email_log', DELIVERY)).toEqual([
      {
        status: 'sent',
        error: null,
        sent_at: specTime(5),
        resends: 1,
        reminders_sent: 0,
        last_reminder_date: null,
        updated_at: specTime(5),
      },
    ]);
  });

  it('counts the reminders sent; the sender warning changes nothing of the delivery', async () => {
    await given(...requested, sentAs('request'), sample.EmailReminderDue, sentAs('reminder'));
    await given(sentAs('sender_warning'), failedAs('sender_warning', 'timeout'));
    expect(await spec.rows('email_log', DELIVERY)).toEqual([
      {
        status: 'sent',
        error: null,
        sent_at: specTime(5),
        resends: 0,
        reminders_sent: 1,
        last_reminder_date: specTime(5),
        updated_at: specTime(7),
      },
    ]);
  });

  it('turns reminders off and on, and marks the request expired', async () => {
    await given(...requested, sample.EmailOptOutChanged);
    expect(await spec.rows('email_log', 'opt_out')).toEqual([{ opt_out: true }]);
    await given({ type: 'EmailOptOutChanged', data: { emailId, opt_out: false, by: 'recipient' } });
    await given(sample.EmailExpired);
    expect(await spec.rows('email_log', 'opt_out, status, updated_at')).toEqual([
      { opt_out: false, status: 'expired', updated_at: specTime(5) },
    ]);
  });

  it('keeps an expired request expired when a send queued before the expiry lands after it', async () => {
    await given(...requested, sample.EmailExpired, sentAs('reminder'));
    expect(await spec.rows('email_log', 'status, reminders_sent')).toEqual([
      { status: 'expired', reminders_sent: 1 },
    ]);
  });

  it('writes nothing for other events, nor for events of an unknown e-mail', async () => {
    await given(sample.JobCreated, sample.NoteAdded, sample.EmailResent, sample.EmailExpired);
    await given(sentAs('request'), sample.EmailOptOutChanged);
    expect(await spec.rows('email_log')).toEqual([]);
  });

  it('refuses an e-mail requested twice', async () => {
    await given(...requested);
    await expect(given(sample.EmailRequested)).rejects.toThrow(`${emailId} is requested twice`);
    expect(await spec.rows('email_log', 'id')).toEqual([{ id: emailId }]);
  });
});
