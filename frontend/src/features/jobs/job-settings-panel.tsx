import { formatCurrency } from '@job-intake/contracts/formatting/currency';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import { DEFAULT_REFERENCE_LABEL } from '@job-intake/contracts/identity/company-api';
import {
  CONTACT_LOCATION_WARNING,
  NO_CONTACT_SET,
  SETTINGS_SAVE_ERROR,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../shared/api/api-error';
import { useSessionUser } from '../../shared/api/auth-slice';
import { PencilIcon } from '../../shared/components/pencil-icon';
import { CurrencyInput } from '../../shared/job-form/currency-input';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { DateWithEstimate } from './date-with-estimate';
import {
  changedFields,
  customerValueDiffers,
  draftOf,
  type SettingsDraft,
  type SettingsField,
  updateRequest,
} from './job-settings-draft';
import styles from './job-settings-panel.module.css';
import {
  useAcceptCustomerValueMutation,
  useListProviderContactsQuery,
  useListProviderLocationsQuery,
  useUpdateJobMutation,
} from './jobs-api';
import { findContactName, findLocationLabel } from './provider-names';
import { ProviderSelects } from './provider-selects';
import { useChangedHighlight } from './use-highlight';

const CANCEL_SETTINGS_CONFIRMATION =
  'Are you sure you want to cancel? Your changes to the job settings will be lost.';

function settingsOf(job: JobDetail): JobSettingsValues {
  return {
    name: job.name,
    reference_no: job.reference_no,
    location: job.location,
    contact: job.contact,
    first_furnishing: job.first_furnishing,
    ff_est: job.ff_est,
    last_furnishing: job.last_furnishing,
    lf_est: job.lf_est,
    total_contract_amt: job.total_contract_amt,
    total_claim_amt: job.total_claim_amt,
  };
}

interface JobSettingsPanelProps {
  job: JobDetail;
  /** The company's label for reference_no, when known. */
  referenceLabel: string | undefined;
  /** Told when the panel gains or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Client Information (spec section 2, Settings panel): the job's import settings, read-only until
 * the edit icon is clicked. Fields can be changed only while the status allows it, in edit mode,
 * by a user with an api_key; customer-submitted values show beside the staff ones.
 */
export function JobSettingsPanel({ job, referenceLabel, onDirtyChange }: JobSettingsPanelProps) {
  const user = useSessionUser();
  const saved = useMemo(() => settingsOf(job), [job]);
  const highlighted = useChangedHighlight(saved);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [updateJob, update] = useUpdateJobMutation();
  const [acceptValue, accept] = useAcceptCustomerValueMutation();
  const allLocations = useListProviderLocationsQuery(null);
  const allContacts = useListProviderContactsQuery(null);

  const statusAllows = isEditable(job.status);
  const hasApiKey = !!user?.api_key;
  const canEdit = statusAllows && hasApiKey;
  const editing = draft !== null && canEdit;
  const dirty = editing && changedFields(draft, saved).length > 0;
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  const shown = editing ? draft : draftOf(saved);
  const contactOrLocationUnset = !shown.location || !shown.contact;

  function set(changes: Partial<SettingsDraft>) {
    setDraft((current) => current && { ...current, ...changes });
  }

  function startEditing() {
    update.reset();
    setDraft(draftOf(saved));
  }

  function stopEditing() {
    setConfirmingCancel(false);
    setDraft(null);
    update.reset();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    if (!dirty) return stopEditing();
    const result = await updateJob({
      id: job.id,
      ...updateRequest(draft, saved),
      expected_revision: job.revision,
    });
    if (result.data) setDraft(null);
  }

  async function acceptCustomerValue(field: SettingsField) {
    const value = job.user_submitted[field];
    const result = await acceptValue({ id: job.id, field });
    // While editing, the accepted value replaces the one in the draft too.
    if (!result.error && editing && value !== undefined) {
      const accepted = draftOf({ ...saved, [field]: value });
      set({ [field]: accepted[field] });
    }
  }

  const submitted = job.user_submitted;
  const customer = (field: SettingsField, format: (values: JobSettingsValues) => ReactNode) =>
    customerValueDiffers(field, saved, submitted) ? (
      <CustomerValue
        label={format({ ...saved, ...submitted })}
        onAccept={canEdit ? () => void acceptCustomerValue(field) : undefined}
        busy={accept.isLoading}
      />
    ) : null;

  const locationName = (values: JobSettingsValues) =>
    values.location
      ? (findLocationLabel(allLocations.data, values.location) ??
        (values.location === job.location ? job.location_desc : null) ??
        `Location ${values.location}`)
      : null;
  const contactName = (values: JobSettingsValues) =>
    values.contact
      ? (findContactName(allContacts.data, values.contact) ?? `Contact ${values.contact}`)
      : null;
  const dateText = (date: string | null, estimate: boolean) =>
    date ? `${formatDate(date)}${estimate ? ' (Estimate)' : ''}` : null;

  const ids = {
    name: useId(),
    reference: useId(),
    first: useId(),
    last: useId(),
    contract: useId(),
    claim: useId(),
  };
  const cell = (field: SettingsField) => (highlighted.has(field) ? styles.highlight : undefined);
  const refLabel = referenceLabel || DEFAULT_REFERENCE_LABEL;

  return (
    <Card
      as="section"
      aria-label="Client Information"
      className={`shadow-sm ${editing && job.status === 'pending' ? styles.pendingEdit : 'border-0'}`}
    >
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <Card.Header className="bg-body d-flex align-items-center justify-content-between py-3">
          <h2 className="h5 mb-0">Client Information</h2>
          {editing ? (
            <div className="d-flex gap-2">
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => (dirty ? setConfirmingCancel(true) : stopEditing())}
              >
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={update.isLoading || !draft.name.trim()}>
                {update.isLoading && (
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                Save
              </Button>
            </div>
          ) : (
            statusAllows && (
              <Button
                variant="outline-secondary"
                size="sm"
                className="d-inline-flex align-items-center gap-1"
                aria-label="Edit settings"
                title={hasApiKey ? 'Edit settings' : 'A provider API key is needed to edit'}
                disabled={!hasApiKey}
                onClick={startEditing}
              >
                <PencilIcon /> Edit
              </Button>
            )
          )}
        </Card.Header>
        <Card.Body className="d-flex flex-column gap-3">
          {update.isError && (
            <Alert variant="danger" className="mb-0">
              {SETTINGS_SAVE_ERROR}
              <div className="small mt-1">{errorMessage(update.error, '')}</div>
            </Alert>
          )}
          {accept.isError && (
            <Alert variant="danger" className="mb-0" dismissible onClose={() => accept.reset()}>
              {errorMessage(accept.error, 'The customer value could not be accepted.')}
            </Alert>
          )}
          {contactOrLocationUnset && (
            <Alert variant="warning" className="mb-0">
              {CONTACT_LOCATION_WARNING}
            </Alert>
          )}
          {statusAllows && !hasApiKey && (
            <p className="small text-body-secondary mb-0">
              These values are read-only: editing them needs a provider API key on your account.
            </p>
          )}
          <div className={styles.grid}>
            <SettingCell
              label="Job Name"
              htmlFor={editing ? ids.name : undefined}
              className={cell('name')}
            >
              {editing ? (
                <Form.Control
                  id={ids.name}
                  value={draft.name}
                  required
                  onChange={(event) => set({ name: event.target.value })}
                />
              ) : (
                <Value text={saved.name} />
              )}
              {customer('name', (v) => v.name)}
            </SettingCell>
            <SettingCell
              label={refLabel}
              htmlFor={editing ? ids.reference : undefined}
              className={cell('reference_no')}
            >
              {editing ? (
                <Form.Control
                  id={ids.reference}
                  value={draft.reference_no}
                  onChange={(event) => set({ reference_no: event.target.value })}
                />
              ) : (
                <Value text={saved.reference_no} />
              )}
              {customer('reference_no', (v) => v.reference_no)}
            </SettingCell>
            {editing ? (
              <div className={`${styles.span} ${styles.pair}`}>
                <ProviderSelects
                  location={draft.location}
                  contact={draft.contact}
                  locationDesc={job.location_desc}
                  labelClassName={styles.label}
                  onChange={set}
                  readOnly={false}
                />
              </div>
            ) : (
              <>
                <SettingCell label="Location" className={cell('location')}>
                  <Value text={locationName(saved)} />
                  {customer('location', locationName)}
                </SettingCell>
                <SettingCell label="Contact" className={cell('contact')}>
                  <Value text={contactName(saved)} empty={NO_CONTACT_SET} />
                  {customer('contact', contactName)}
                </SettingCell>
              </>
            )}
            <SettingCell
              label="First Furnishing"
              className={cell('first_furnishing') ?? cell('ff_est')}
            >
              {editing ? (
                <DateWithEstimate
                  id={ids.first}
                  label="First Furnishing"
                  hideLabel
                  date={draft.first_furnishing}
                  estimate={draft.ff_est}
                  onDate={(first_furnishing) => set({ first_furnishing })}
                  onEstimate={(ff_est) => set({ ff_est })}
                />
              ) : (
                <Value text={dateText(saved.first_furnishing, saved.ff_est)} />
              )}
              {customer('first_furnishing', (v) => dateText(v.first_furnishing, v.ff_est))}
            </SettingCell>
            <SettingCell
              label="Last Furnishing"
              className={cell('last_furnishing') ?? cell('lf_est')}
            >
              {editing ? (
                <DateWithEstimate
                  id={ids.last}
                  label="Last Furnishing"
                  hideLabel
                  date={draft.last_furnishing}
                  estimate={draft.lf_est}
                  onDate={(last_furnishing) => set({ last_furnishing })}
                  onEstimate={(lf_est) => set({ lf_est })}
                />
              ) : (
                <Value text={dateText(saved.last_furnishing, saved.lf_est)} />
              )}
              {customer('last_furnishing', (v) => dateText(v.last_furnishing, v.lf_est))}
            </SettingCell>
            <SettingCell
              label="Total Contract Amount"
              htmlFor={editing ? ids.contract : undefined}
              className={cell('total_contract_amt')}
            >
              {editing ? (
                <CurrencyInput
                  id={ids.contract}
                  value={draft.total_contract_amt}
                  onChange={(total_contract_amt) => set({ total_contract_amt })}
                />
              ) : (
                <Value text={formatCurrency(saved.total_contract_amt)} />
              )}
              {customer('total_contract_amt', (v) => formatCurrency(v.total_contract_amt))}
            </SettingCell>
            <SettingCell
              label="Total Claim Amount"
              htmlFor={editing ? ids.claim : undefined}
              className={cell('total_claim_amt')}
            >
              {editing ? (
                <CurrencyInput
                  id={ids.claim}
                  value={draft.total_claim_amt}
                  onChange={(total_claim_amt) => set({ total_claim_amt })}
                />
              ) : (
                <Value text={formatCurrency(saved.total_claim_amt)} />
              )}
              {customer('total_claim_amt', (v) => formatCurrency(v.total_claim_amt))}
            </SettingCell>
            <SettingCell label="Entry User">
              <Value text={job.user.name} />
            </SettingCell>
          </div>
        </Card.Body>
      </Form>
      <ConfirmDialog
        show={confirmingCancel}
        title="Cancel changes"
        message={CANCEL_SETTINGS_CONFIRMATION}
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onConfirm={stopEditing}
        onCancel={() => setConfirmingCancel(false)}
      />
    </Card>
  );
}

interface SettingCellProps {
  label: string;
  htmlFor?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

function SettingCell({ label, htmlFor, className, children }: SettingCellProps) {
  return (
    <div className={`${styles.cell} ${className ?? ''}`}>
      {htmlFor ? (
        <Form.Label htmlFor={htmlFor} className={styles.label}>
          {label}
        </Form.Label>
      ) : (
        <div className={styles.label}>{label}</div>
      )}
      {children}
    </div>
  );
}

function Value({ text, empty = 'Not set' }: { text: string | null | undefined; empty?: string }) {
  return text ? (
    <div className="text-break">{text}</div>
  ) : (
    <div className="text-body-secondary fst-italic">{empty}</div>
  );
}

interface CustomerValueProps {
  label: ReactNode;
  /** Missing when the user may not change the settings. */
  onAccept: (() => void) | undefined;
  busy: boolean;
}

/** The customer's value of a field, accepted with a click. */
function CustomerValue({ label, onAccept, busy }: CustomerValueProps) {
  return (
    <div className={`${styles.customer} mt-2`}>
      <span className="small text-body-secondary me-2">Customer submitted:</span>
      {onAccept ? (
        <Button
          size="sm"
          variant="outline-info"
          className="py-0"
          title="Use the customer's value"
          disabled={busy}
          onClick={onAccept}
        >
          {label || 'Not set'} <span aria-hidden="true">✓</span>
          <span className="visually-hidden"> — accept</span>
        </Button>
      ) : (
        <span className="small fw-semibold">{label || 'Not set'}</span>
      )}
    </div>
  );
}
