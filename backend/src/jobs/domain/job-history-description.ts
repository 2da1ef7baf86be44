import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  JOB_SETTINGS_FIELDS,
  JOB_SETTINGS_LABELS,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import { JOB_STATUS_LABELS, type JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { HistoryAction } from '@job-intake/contracts/jobs/jobs-api';
import type { JobState } from './job.state';

/** What the walk keeps beside the decider's state to describe events in words. */
export interface HistoryContext {
  state: JobState;
  contactNames: ReadonlyMap<string, string>;
  locationDesc: string | null;
  notes: Map<string, string>;
  files: Map<string, string>;
  /** Share link labels by link id. */
  links: Map<string, string>;
  /** E-mail requests' recipients by e-mail id. */
  emails: Map<string, string>;
}

/**
 * One job event in the History tab's words: its action and description (spec section 2). A
 * guest's Finalize is the public form's Submit Form.
 */
export function describeEvent(
  event: JobEvent,
  context: HistoryContext,
  byGuest = false,
): [HistoryAction, string] {
  const before = context.state.exists ? context.state : null;
  const status = (to: JobStatus, suffix = '') =>
    `Status changed from ${before ? JOB_STATUS_LABELS[before.status] : '?'} to ${JOB_STATUS_LABELS[to]}${suffix}`;
  switch (event.type) {
    case 'JobCreated':
      return [
        'add',
        `Job created: ${event.data.settings.name}${event.data.origin === 'public_form' ? ' (public form)' : ''}`,
      ];
    case 'JobSettingsUpdated': {
      const after = { location: event.data.location_desc ?? null };
      const changes = settingsInOrder(event.data.changes).map(
        ([field, value]) =>
          `${JOB_SETTINGS_LABELS[field]} changed from ${show(field, before?.settings[field] ?? null, context.locationDesc, context.contactNames)} to ${show(field, value, after.location, context.contactNames)}`,
      );
      return ['update_job', changes.join('; ')];
    }
    case 'CustomerValuesSubmitted':
      return [
        'update_job',
        `Customer submitted ${settingsInOrder(event.data.values)
          .map(
            ([field, value]) =>
              `${JOB_SETTINGS_LABELS[field]}: ${show(field, value, null, context.contactNames)}`,
          )
          .join('; ')}`,
      ];
    case 'CustomerValueAccepted': {
      const field = event.data.field;
      const value = before?.user_submitted[field] ?? null;
      return [
        'save_setting',
        `Accepted the customer's ${JOB_SETTINGS_LABELS[field]}: ${show(field, value, event.data.location_desc ?? null, context.contactNames)} (was ${show(field, before?.settings[field] ?? null, context.locationDesc, context.contactNames)})`,
      ];
    }
    case 'CustomerValuesCleared':
      return [
        'clear_user_input',
        `Cleared the customer's values: ${event.data.fields.map((field) => JOB_SETTINGS_LABELS[field]).join(', ')}`,
      ];
    case 'AnswersSaved': {
      const count = Object.keys(event.data.answers).length;
      const { percent, remaining } = event.data.progress;
      return [
        'save_draft',
        `Saved ${count} answer${count === 1 ? '' : 's'}; progress ${percent}% (${remaining} required field${remaining === 1 ? '' : 's'} remaining)`,
      ];
    }
    case 'JobFinalized':
      return byGuest
        ? ['submitted', 'Submitted through the public form']
        : ['finalized', 'Finalized for review'];
    case 'JobReopened':
      return ['status_update', status('open')];
    case 'JobImportRequested':
      return ['import', `Sending to the provider (${event.data.payload.service})`];
    case 'JobImportFailed':
      return ['import', `The provider refused the job: ${event.data.error}`];
    case 'JobImported':
      return [
        'import',
        `Sent to the provider (${event.data.service}); Direct No ${event.data.direct_no}`,
      ];
    case 'JobArchived':
      return ['status_update', status('archived', event.data.automatic ? ' automatically' : '')];
    case 'JobDeleted':
      return ['status_update', status('deleted')];
    case 'JobExported':
      return ['export', 'Exported to CSV'];
    case 'JobViewed':
      return ['view', 'Viewed the job'];
    case 'NoteAdded':
      return ['add_note', event.data.description];
    case 'NoteDeleted':
      return [
        'delete_note',
        `Deleted note: ${context.notes.get(event.data.noteId) ?? descriptionNotFound(event.data.noteId)}`,
      ];
    case 'AttachmentAdded':
      return ['update_job', `Attachment added: ${event.data.file_name}`];
    case 'AttachmentRemoved':
      return [
        'update_job',
        `Attachment removed: ${context.files.get(event.data.attachmentId) ?? event.data.attachmentId}`,
      ];
    case 'ShareLinkCreated': {
      const count = event.data.sections.length;
      return [
        'gen_link',
        `Share link created: ${event.data.label} (${count} section${count === 1 ? '' : 's'})`,
      ];
    }
    case 'ShareLinkStatusChanged':
      return [
        'status_update',
        `Share link ${event.data.status === 'open' ? 'enabled' : 'disabled'}: ${linkLabel(context, event.data.linkId)}`,
      ];
    case 'ShareLinkSubmitted':
      return ['submitted', `Share link submitted: ${linkLabel(context, event.data.linkId)}`];
    case 'EmailRequested':
      return ['email_user', `E-mail request to ${event.data.to.join(', ')}: ${event.data.subject}`];
    case 'EmailResent': {
      const asked = `E-mail resend asked: ${emailLabel(context, event.data.emailId)}`;
      const until = event.data.expires_at?.slice(0, 10);
      return ['email_resent', until ? `${asked}; its link is open again until ${until}` : asked];
    }
    case 'EmailReminderDue':
      return [
        'email_user',
        event.data.kind === 'reminder'
          ? `Reminder ${event.data.number} due: ${emailLabel(context, event.data.emailId)}`
          : `Sender warned of the expiry: ${emailLabel(context, event.data.emailId)}`,
      ];
    case 'EmailSent':
      return [
        'email_sent',
        `E-mail sent (${event.data.kind}): ${emailLabel(context, event.data.emailId)}`,
      ];
    case 'EmailFailed':
      return [
        'email_failed',
        `E-mail not sent (${event.data.kind}): ${emailLabel(context, event.data.emailId)}: ${event.data.error}`,
      ];
    case 'EmailOptOutChanged':
      return [
        'email_opt_in_out',
        `Reminders ${event.data.opt_out ? 'turned off' : 'turned on'}${event.data.by === 'recipient' ? ' by the recipient' : ''}: ${emailLabel(context, event.data.emailId)}`,
      ];
    case 'EmailExpired':
      return [
        'status_update',
        `E-mail request expired: ${emailLabel(context, event.data.emailId)}`,
      ];
  }
}

/** Spec section 8's words for something the stream no longer describes. */
function descriptionNotFound(id: string): string {
  return `Description Not Found (${id})`;
}

function emailLabel(context: HistoryContext, emailId: string): string {
  return context.emails.get(emailId) ?? emailId;
}

function linkLabel(context: HistoryContext, linkId: string): string {
  return context.links.get(linkId) ?? linkId;
}

function settingsInOrder(
  values: Partial<JobSettingsValues>,
): [keyof JobSettingsValues, JobSettingsValues[keyof JobSettingsValues]][] {
  return JOB_SETTINGS_FIELDS.filter((field) => field in values).map((field) => [
    field,
    values[field] ?? null,
  ]);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A setting's value as a person reads it: a location or contact by its name and id. */
function show(
  field: keyof JobSettingsValues,
  value: JobSettingsValues[keyof JobSettingsValues],
  locationLabel: string | null,
  contactNames: ReadonlyMap<string, string>,
): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === '') return 'empty';
  if (field === 'location') return named(locationLabel, value);
  if (field === 'contact') return named(contactNames.get(value) ?? null, value);
  if (field === 'first_furnishing' || field === 'last_furnishing') {
    const [year, month, day] = value.split('-');
    return `${month}/${day}/${year}`;
  }
  if (field === 'total_contract_amt' || field === 'total_claim_amt')
    return usd.format(Number(value));
  return value;
}

function named(name: string | null, id: string): string {
  return name ? `${name} (${id})` : id;
}
