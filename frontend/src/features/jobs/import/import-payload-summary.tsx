import { formatCurrency } from '@job-intake/contracts/formatting/currency';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import { formatFileSize } from '@job-intake/contracts/formatting/file-size';
import { addressLines } from '@job-intake/contracts/job-form/address';
import type { ProviderImportPayload } from '@job-intake/contracts/provider/provider-import';
import type { ReactNode } from 'react';

interface ImportPayloadSummaryProps {
  payload: ProviderImportPayload;
  /** How the job's location and contact read, when the provider's lists name them. */
  locationName: string | undefined;
  contactName: string | undefined;
  /** The job has no contact of its own, so the creator's is sent (spec 6). */
  contactFromCreator: boolean;
}

const NOT_SET = '—';

/** "What the provider will receive": the payload of the import, readable, collapsed at first. */
export function ImportPayloadSummary(props: ImportPayloadSummaryProps) {
  const { payload } = props;
  return (
    <details className="border rounded-3 px-3 py-2">
      <summary className="fw-semibold">What the provider will receive</summary>
      <div className="mt-2 small">
        <SummaryList title="Settings" rows={settingsRows(props)} />
        {payload.addresses.length > 0 && (
          <SummaryList
            title="Addresses"
            rows={payload.addresses.map((address) => [
              address.label,
              addressLines(address).join(', ') || NOT_SET,
            ])}
          />
        )}
        <SummaryList
          title="Answers"
          rows={answersOf(payload).map((field) => [field.label, field.value || NOT_SET])}
          empty="No other answers"
        />
        <SummaryList
          title="Attachments"
          rows={payload.attachments.map((file) => [
            file.file_name,
            `${file.mime_type}, ${formatFileSize(file.size)}`,
          ])}
          empty="No attachments"
        />
      </div>
    </details>
  );
}

function settingsRows({
  payload,
  locationName,
  contactName,
  contactFromCreator,
}: ImportPayloadSummaryProps): [string, ReactNode][] {
  const dated = (date: string | null, estimated: boolean) =>
    date ? `${formatDate(date)}${estimated ? ' (estimated)' : ''}` : NOT_SET;
  return [
    ['Service', payload.service],
    ['Lien direct', payload.lien_direct ? 'Yes' : 'No'],
    ['Job name', payload.name],
    ['Reference No', payload.reference_no || NOT_SET],
    ['Location', payload.div_id ? (locationName ?? payload.div_id) : NOT_SET],
    ['Contact', contactText(payload.cnt_id, contactName, contactFromCreator)],
    ['First furnishing', dated(payload.first_furnishing, payload.ff_est)],
    ['Last furnishing', dated(payload.last_furnishing, payload.lf_est)],
    ['Total contract amount', formatCurrency(payload.total_contract_amt)],
    ['Total claim amount', formatCurrency(payload.total_claim_amt)],
  ];
}

/** The answers not already listed as addresses. */
function answersOf({ fields, addresses }: ProviderImportPayload) {
  const listed = new Set(addresses.map((address) => address.field_id));
  return fields.filter((field) => !listed.has(field.field_id));
}

function contactText(cntId: string | null, name: string | undefined, fromCreator: boolean) {
  if (!cntId) return NOT_SET;
  return `${name ?? cntId}${fromCreator ? " (the job's creator: the job has no contact)" : ''}`;
}

function SummaryList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: [string, ReactNode][];
  empty?: string;
}) {
  return (
    <section className="mb-2">
      <h3 className="h6 mb-1">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-body-secondary mb-0">{empty}</p>
      ) : (
        <dl className="row mb-0">
          {rows.map(([term, value], index) => (
            <SummaryRow key={`${term}-${index}`} term={term} value={value} />
          ))}
        </dl>
      )}
    </section>
  );
}

function SummaryRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 fw-normal text-body-secondary">{term}</dt>
      <dd className="col-sm-8 mb-1 text-break">{value}</dd>
    </>
  );
}
