import type { FieldDto, FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import {
  addressLines,
  addressPartsOf,
  isAddressObject,
  isAddressType,
  isCustomerAddressField,
  isEmptyAddress,
  type AddressValue,
} from '@job-intake/contracts/job-form/address';
import { countsForProgress, isAnswered } from '@job-intake/contracts/job-form/progress';
import { isCustomerAddressPath, visibleSections } from '@job-intake/contracts/job-form/visibility';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type {
  ProviderImportAddress,
  ProviderImportAttachment,
  ProviderImportField,
  ProviderImportPayload,
} from '@job-intake/contracts/provider/provider-import';

/** Everything the provider's payload is made of, gathered when the reviewer asks. */
export interface ImportSource {
  readonly job: {
    readonly id: string;
    readonly uuid: string;
    readonly settings: JobSettingsValues;
    readonly answers: Readonly<Record<string, AnswerValue>>;
  };
  /** The job's pinned form version; null for a job without one (no fields, no addresses). */
  readonly form: Pick<FormSnapshot, 'sections'> | null;
  readonly attachments: readonly ProviderImportAttachment[];
  readonly service: { readonly text: string; readonly lien_direct: boolean };
  /** The creator's contact id (users.cnt_id): the contact when the job has none (spec 6). */
  readonly creatorCntId: string | null;
}

/** The owner of the parcel looked up at the job site's address. */
export interface ParcelOwner {
  readonly site: string;
  readonly owner: string;
}

/**
 * What the payload is made of besides the job: gathered outside its stream before the request
 * (docs/decisions/0025), so that the decision itself calls nothing.
 */
export interface ImportSources extends Omit<ImportSource, 'job' | 'attachments'> {
  readonly attachments: readonly (ProviderImportAttachment & { readonly id: string })[];
  /** The parcel's owner at the job site; null without a lookup or when the service had no answer. */
  readonly parcel: ParcelOwner | null;
}

/**
 * The payload of the job made of these sources, with the parcel's owner beside each Owner party
 * when it was looked up for the job site the payload names (a site changed since goes unchecked,
 * as when the parcel service has no answer).
 */
export function checkedPayloadOf(
  job: ImportSource['job'],
  { parcel, ...sources }: ImportSources,
): ProviderImportPayload {
  const payload = importPayloadOf({ job, ...sources });
  const atSite = parcel && lookedUpJobSite(payload) === parcel.site;
  return atSite ? withParcelOwner(payload, parcel.owner) : payload;
}

/**
 * The provider's import payload of a job (docs/decisions/0025): its settings, the fields and
 * addresses of the sections its answers show, its attachment list and the chosen service.
 */
export function importPayloadOf(source: ImportSource): ProviderImportPayload {
  const { job, form, service } = source;
  const { location, contact, ...settings } = job.settings;
  const fields = form
    ? visibleSections(form, job.answers).flatMap((section) =>
        section.fields.filter((field) => field.type !== 'instructions'),
      )
    : [];
  const addresses = fields.flatMap((field) => addressOf(field, job.answers[field.id]));
  return {
    job_id: job.id,
    job_uuid: job.uuid,
    service: service.text,
    lien_direct: service.lien_direct,
    ...settings,
    cnt_id: present(contact) ?? present(source.creatorCntId),
    div_id: present(location),
    addresses: form ? [...addresses, ...customerAsContractor(form, job.answers, addresses)] : [],
    fields: fields.map((field) => fieldOf(field, job.answers[field.id])),
    attachments: source.attachments.map(({ file_name, size, mime_type }) => ({
      file_name,
      size,
      mime_type,
    })),
  };
}

function present(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function labelOf(field: FieldDto): string {
  return field.title.trim() || field.description.trim().slice(0, 40) || field.id;
}

/**
 * A field as the provider reads it. Its value is '' unless it counts as answered (an address
 * only when complete), so the pre-send check finds a required field left empty or half filled.
 */
function fieldOf(field: FieldDto, answer: AnswerValue | undefined): ProviderImportField {
  return {
    field_id: field.id,
    label: labelOf(field),
    mapped: field.mapped_type?.reference ?? null,
    required: countsForProgress(field),
    value: isAnswered(field, answer) ? textOf(field, answer ?? null) : '',
  };
}

function textOf(field: FieldDto, answer: AnswerValue): string {
  if (isAddressType(field.type))
    return isAddressObject(answer) ? addressLines(answer).join(', ') : String(answer);
  const ids = Array.isArray(answer) ? answer : [answer];
  return ids
    .map((id) => field.choices.find((choice) => choice.id === id)?.name ?? String(id))
    .join(', ');
}

/** An address answer with something in it; 'None', 'Unknown' and empty blocks are no address. */
function addressOf(field: FieldDto, answer: AnswerValue | undefined): ProviderImportAddress[] {
  if (!isAddressType(field.type) || !isAddressObject(answer) || isEmptyAddress(answer)) return [];
  const parts: AddressValue = {};
  for (const part of addressPartsOf(field)) {
    const text = answer[part]?.trim();
    if (text) parts[part] = text;
  }
  return [{ ...parts, field_id: field.id, type_id: field.type_id, label: labelOf(field) }];
}

/** The address type of the job site, and of the property owner's and general contractor's parties. */
const JOB_SITE_TYPE_ID = 2;
const OWNER_TYPE_ID = 3;
const GENERAL_CONTRACTOR_TYPE_ID = 4;

/**
 * When the association answer says the customer is the General Contractor (choice 3), the form
 * hides the contractor's section and asks nothing twice: the provider still needs a general
 * contractor, so the customer's address is sent again as the contractor's (type 4), under the
 * hidden contractor field's title when the form has one.
 */
function customerAsContractor(
  form: Pick<FormSnapshot, 'sections'>,
  answers: ImportSource['job']['answers'],
  sent: readonly ProviderImportAddress[],
): ProviderImportAddress[] {
  if (!isCustomerAddressPath(form, answers)) return [];
  if (sent.some((address) => address.type_id === GENERAL_CONTRACTOR_TYPE_ID)) return [];
  const formFields = form.sections.flatMap((section) => section.fields);
  const customerFieldIds = new Set(formFields.filter(isCustomerAddressField).map(({ id }) => id));
  const customer = sent.find((address) => customerFieldIds.has(address.field_id));
  if (!customer) return [];
  const contractor = formFields.find(
    (field) => isAddressType(field.type) && field.type_id === GENERAL_CONTRACTOR_TYPE_ID,
  );
  return [
    {
      ...customer,
      type_id: GENERAL_CONTRACTOR_TYPE_ID,
      label: contractor ? labelOf(contractor) : 'General Contractor',
    },
  ];
}

/**
 * The job site's address, when a parcel was looked up for it (it carries a parcel number): where
 * the parcel's owner is asked for, so the pre-send check can compare the Owner party with it.
 */
export function lookedUpJobSite(payload: ProviderImportPayload): string | null {
  const site = payload.addresses.find(
    (address) => address.type_id === JOB_SITE_TYPE_ID && address.parcel_no?.trim(),
  );
  if (!site?.address?.trim()) return null;
  const place = [site.state, site.zip].filter(Boolean).join(' ');
  return [site.address, site.city, place].filter(Boolean).join(', ');
}

/** The payload with the parcel's owner beside each Owner party (importProblemsOf compares them). */
export function withParcelOwner(
  payload: ProviderImportPayload,
  owner: string,
): ProviderImportPayload {
  return {
    ...payload,
    addresses: payload.addresses.map((address) =>
      address.type_id === OWNER_TYPE_ID ? { ...address, parcel_owner: owner } : address,
    ),
  };
}
