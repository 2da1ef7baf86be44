import { formatCurrency } from '@job-intake/contracts/formatting/currency';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import {
  ADDRESS_PART_LABELS,
  type AddressValue,
  BOND_PART,
  CONTACT_PARTS,
  PARCEL_PARTS,
  PLACE_PARTS,
} from '@job-intake/contracts/job-form/address';
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
            rows={payload.addresses.map((address) => [address.label, addressText(address)])}
          />
        )}
        {payload.fields.length > 0 && (
          <SummaryList
            title="Answers"
            rows={payload.fields.map((field) => [field.label, field.value || NOT_SET])}
          />
        )}
        <SummaryList
          title="Attachments"
          rows={payload.attachments.map((file) => [file.file_name, file.mime_type])}
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
    ['Service', `${payload.service}${payload.lien_direct ? ' (lien direct)' : ''}`],
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

function contactText(cntId: string | null, name: string | undefined, fromCreator: boolean) {
  if (!cntId) return NOT_SET;
  return `${name ?? cntId}${fromCreator ? " (the job's creator: the job has no contact)" : ''}`;
}

/** Who and where read as they are; parcel and bond numbers carry their labels. */
function addressText(address: AddressValue): string {
  const plain = [...CONTACT_PARTS, ...PLACE_PARTS].map((part) => address[part]?.trim());
  const labelled = [...PARCEL_PARTS, BOND_PART].map((part) => {
    const value = address[part]?.trim();
    return value && `${ADDRESS_PART_LABELS[part]} ${value}`;
  });
  return [...plain, ...labelled].filter(Boolean).join(', ') || NOT_SET;
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
