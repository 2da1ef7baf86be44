import { formatCurrency } from '@job-intake/contracts/formatting/currency';
import { NO_CONTACT_SET, type JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { type ReactNode, useId } from 'react';
import { SettingCell, Value } from './job-settings-cell';
import type { SettingsField } from './job-settings-draft';
import {
  SettingAmountInput,
  SettingFurnishingInput,
  SettingProviderInputs,
  SettingTextInput,
} from './job-settings-inputs';
import styles from './job-settings-panel.module.css';
import type { SettingsText } from './job-settings-text';

export type CustomerValueOf = (
  field: SettingsField,
  format: (values: JobSettingsValues) => ReactNode,
) => ReactNode;

interface JobSettingsGridProps {
  job: JobDetail;
  saved: JobSettingsValues;
  /** Inputs (bound to the panel's form) instead of the saved values. */
  editing: boolean;
  referenceLabel: string;
  highlighted: ReadonlySet<SettingsField>;
  text: SettingsText;
  /** The customer's differing value of a field, if any. */
  customer: CustomerValueOf;
  /** The Location select takes the focus once it can be used (asked for by the Send panel). */
  focusLocation: boolean;
}

/** The settings, each in a cell with its label: saved values, or inputs while editing. */
export function JobSettingsGrid(props: JobSettingsGridProps) {
  const { job, saved, editing, text, customer } = props;
  const ids = { name: useId(), reference: useId(), first: useId(), last: useId() };
  const amountIds = { total_contract_amt: useId(), total_claim_amt: useId() };
  const cell = (field: SettingsField) =>
    props.highlighted.has(field) ? styles.highlight : undefined;
  const input = (id: string) => (editing ? id : undefined);
  const furnishings = [
    { id: ids.first, label: 'First Furnishing', date: 'first_furnishing', estimate: 'ff_est' },
    { id: ids.last, label: 'Last Furnishing', date: 'last_furnishing', estimate: 'lf_est' },
  ] as const;
  const amounts = [
    { field: 'total_contract_amt', label: 'Total Contract Amount' },
    { field: 'total_claim_amt', label: 'Total Claim Amount' },
  ] as const;

  return (
    <div className={styles.grid}>
      <SettingCell label="Job Name" htmlFor={input(ids.name)} className={cell('name')}>
        {editing ? (
          <SettingTextInput id={ids.name} name="name" required />
        ) : (
          <Value text={saved.name} />
        )}
        {customer('name', (v) => v.name)}
      </SettingCell>
      <SettingCell
        label={props.referenceLabel}
        htmlFor={input(ids.reference)}
        className={cell('reference_no')}
      >
        {editing ? (
          <SettingTextInput id={ids.reference} name="reference_no" />
        ) : (
          <Value text={saved.reference_no} />
        )}
        {customer('reference_no', (v) => v.reference_no)}
      </SettingCell>
      {editing ? (
        <div className={`${styles.span} ${styles.pair}`}>
          <SettingProviderInputs
            locationDesc={job.location_desc}
            labelClassName={styles.label}
            readOnly={false}
            focusLocation={props.focusLocation}
          />
        </div>
      ) : (
        <>
          <SettingCell label="Location" className={cell('location')}>
            <Value text={text.locationName(saved)} />
            {customer('location', text.locationName)}
          </SettingCell>
          <SettingCell label="Contact" className={cell('contact')}>
            <Value text={text.contactName(saved)} empty={NO_CONTACT_SET} />
            {customer('contact', text.contactName)}
          </SettingCell>
        </>
      )}
      {furnishings.map(({ id, label, date, estimate }) => (
        <SettingCell key={date} label={label} className={cell(date) ?? cell(estimate)}>
          {editing ? (
            <SettingFurnishingInput
              id={id}
              label={label}
              hideLabel
              date={date}
              estimate={estimate}
            />
          ) : (
            <Value text={text.dateText(saved[date], saved[estimate])} />
          )}
          {customer(date, (v) => text.dateText(v[date], v[estimate]))}
        </SettingCell>
      ))}
      {amounts.map(({ field, label }) => (
        <SettingCell
          key={field}
          label={label}
          htmlFor={input(amountIds[field])}
          className={cell(field)}
        >
          {editing ? (
            <SettingAmountInput id={amountIds[field]} name={field} />
          ) : (
            <Value text={formatCurrency(saved[field])} />
          )}
          {customer(field, (v) => formatCurrency(v[field]))}
        </SettingCell>
      ))}
      <SettingCell label="Entry User">
        <Value text={job.user.name} />
      </SettingCell>
    </div>
  );
}
