import { importProblemsOf } from '@job-intake/contracts/jobs/job-import-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import {
  SAMPLE,
  SAMPLE_FORM,
  SAMPLE_PARTY,
  SAMPLE_PLACE,
} from '@job-intake/contracts/job-form/sample-form';
import {
  checkedPayloadOf,
  importPayloadOf,
  lookedUpJobSite,
  type ImportSource,
} from './import-payload';

const settings: JobSettingsValues = {
  name: 'Riverside Mall',
  reference_no: 'R-7',
  location: '5001',
  contact: '100250',
  first_furnishing: '2026-01-05',
  ff_est: true,
  last_furnishing: '2026-02-01',
  lf_est: false,
  total_contract_amt: '1250.50',
  total_claim_amt: '300.00',
};

/** A complete job of SAMPLE_FORM hired by a sub-subcontractor (parties 3–5 shown). */
const complete: Record<string, AnswerValue> = {
  [SAMPLE.description]: 'New mall',
  [SAMPLE.projectType]: 'key_2',
  [SAMPLE.furnished]: ['key_1', 'key_2'],
  [SAMPLE.hiredBy]: '5',
  [SAMPLE.site]: { ...SAMPLE_PLACE, parcel_no: '12-3' },
  [SAMPLE.customer]: SAMPLE_PARTY,
  [SAMPLE.owner]: { ...SAMPLE_PARTY, company: 'Owner LLC' },
  [SAMPLE.contractor]: { ...SAMPLE_PARTY, company: 'Builders Inc' },
  [SAMPLE.sub]: { ...SAMPLE_PARTY, company: 'Sub Co' },
  [SAMPLE.amount]: '1250.50',
  [SAMPLE.firstDate]: '2026-01-05',
};

function payload(change: Partial<ImportSource> = {}, answers = complete) {
  return importPayloadOf({
    job: { id: 'job-1', uuid: 'uuid-1', settings, answers },
    form: SAMPLE_FORM,
    attachments: [],
    service: { text: 'Lien :: Direct', lien_direct: true },
    creatorCntId: '100300',
    ...change,
  });
}

const PARTY_LINE = 'Acme Builders, Pat Lee, 100 Main St, Cleveland, OH 44114';
const withSettings = (changes: Partial<JobSettingsValues>): Partial<ImportSource> => ({
  job: { id: 'job-1', uuid: 'uuid-1', settings: { ...settings, ...changes }, answers: complete },
});
const fieldIds = (answers: Record<string, AnswerValue>) =>
  payload({}, answers).fields.map((field) => field.field_id);
const addressTypes = (answers: Record<string, AnswerValue>) =>
  payload({}, answers).addresses.map((address) => address.type_id);

describe('importPayloadOf: the provider payload of a job', () => {
  it('carries the settings, the job ids and the chosen service', () => {
    const { location, contact, ...rest } = settings;
    const sent = payload();
    expect(sent).toMatchObject({ ...rest, job_id: 'job-1', job_uuid: 'uuid-1' });
    expect(sent).toMatchObject({ service: 'Lien :: Direct', lien_direct: true });
    expect([sent.div_id, sent.cnt_id]).toEqual([location, contact]);
    expect(sent).not.toHaveProperty('location');
    expect(sent).not.toHaveProperty('contact');
  });

  it.each([
    ["the job's contact", { contact: '100250' }, '100300', '100250'],
    ["the creator's contact when the job has none", { contact: null }, '100300', '100300'],
    ["the creator's contact when the job's is blank", { contact: '  ' }, '100300', '100300'],
    ['no contact when neither has one', { contact: null }, null, null],
    ['no contact for a creator with a blank cnt_id', { contact: null }, ' ', null],
  ])('takes %s', (_case, changes, creatorCntId, expected) => {
    expect(payload({ ...withSettings(changes), creatorCntId }).cnt_id).toBe(expected);
  });

  it.each([
    ['a location', '5001', '5001'],
    ['no location', null, null],
    ['a blank location', ' ', null],
  ])('sends %s as div_id', (_case, location, expected) => {
    expect(payload(withSettings({ location })).div_id).toBe(expected);
  });

  it.each([
    ['Sub-Subcontractor: owner, contractor and sub', '5', [2, null, 3, 4, 5]],
    [
      'General Contractor (the customer address path): owner, and the customer as contractor',
      '3',
      [2, null, 3, 4],
    ],
    ['no association chosen: no party', '', [2, null]],
  ])('sends the addresses of the visible sections, hired as %s', (_case, hiredBy, types) => {
    expect(addressTypes({ ...complete, [SAMPLE.hiredBy]: hiredBy })).toEqual(types);
  });

  it("sends the customer's address as the general contractor's when the customer is the contractor", () => {
    const customer = { ...SAMPLE_PARTY, company: 'Customer Builders' };
    const sent = payload({}, { ...complete, [SAMPLE.hiredBy]: '3', [SAMPLE.customer]: customer });
    const contractors = sent.addresses.filter((address) => address.type_id === 4);
    expect(contractors).toEqual([
      { ...customer, field_id: SAMPLE.customer, type_id: 4, label: 'General Contractor' },
    ]);
    expect(sent.fields.map((field) => field.field_id)).not.toContain(SAMPLE.contractor);
  });

  it('sends no general contractor for the customer when the customer gave no address', () => {
    const sent = payload({}, { ...complete, [SAMPLE.hiredBy]: '3', [SAMPLE.customer]: null });
    expect(sent.addresses.map((address) => address.type_id)).toEqual([2, 3]);
  });

  it('keeps the parts of an address its field has, with its field, type and title', () => {
    const surety = { ...SAMPLE_PARTY, bond_no: ' B-9 ', address_2: '  ' };
    const sent = payload({}, { ...complete, [SAMPLE.surety]: surety }).addresses;
    expect(sent[0]).toEqual({
      ...SAMPLE_PLACE,
      parcel_no: '12-3',
      field_id: SAMPLE.site,
      type_id: 2,
      label: 'Job Site Address',
    });
    expect(sent.at(-1)).toEqual({
      ...SAMPLE_PARTY,
      bond_no: 'B-9',
      field_id: SAMPLE.surety,
      type_id: 10,
      label: 'Surety',
    });
  });

  it.each([
    ['None (the No of the toggle)', 'None'],
    ['Unknown', 'Unknown'],
    ['an empty block', { company: ' ' }],
    ['no answer', null],
  ])('sends no address for a party answered %s', (_case, owner) => {
    expect(addressTypes({ ...complete, [SAMPLE.owner]: owner })).not.toContain(3);
  });

  it('lists the fields of visible sections but static text, hidden ones never required', () => {
    const ids = fieldIds(complete);
    expect(ids).not.toContain(SAMPLE.intro);
    expect(ids).toContain(SAMPLE.sub);
    expect(fieldIds({ ...complete, [SAMPLE.hiredBy]: '3' })).not.toContain(SAMPLE.contractor);
    const hidden = payload().fields.find((field) => field.field_id === SAMPLE.hidden);
    expect(hidden).toMatchObject({ label: 'Source', required: false, value: '' });
  });

  it.each([
    ['a choice by its name', SAMPLE.projectType, 'key_2', 'Residential'],
    ['a multi-select as names joined', SAMPLE.furnished, ['key_1', 'key_2'], 'Labor, Materials'],
    ['an association choice by its name', SAMPLE.hiredBy, '5', 'Sub-Subcontractor'],
    ['text as it is', SAMPLE.description, 'New mall', 'New mall'],
    ['an empty multi-select as empty', SAMPLE.furnished, [], ''],
    ['an address as its lines', SAMPLE.customer, SAMPLE_PARTY, PARTY_LINE],
    ['a half-filled address as empty', SAMPLE.customer, { city: 'Cleveland' }, ''],
    ['a party answered None as None', SAMPLE.owner, 'None', 'None'],
  ])('gives %s', (_case, fieldId, answer, value) => {
    const field = payload({}, { ...complete, [fieldId]: answer }).fields.find(
      (candidate) => candidate.field_id === fieldId,
    );
    expect(field?.value).toBe(value);
  });

  it("marks the form's required fields and the settings fields are mapped to", () => {
    const byId = new Map(payload().fields.map((field) => [field.field_id, field]));
    expect(byId.get(SAMPLE.description)).toMatchObject({ required: true, mapped: null });
    expect(byId.get(SAMPLE.balance)).toMatchObject({ required: false, value: '' });
    expect(byId.get(SAMPLE.mapped)).toMatchObject({ mapped: 'job_type' });
  });

  it('lists the attachments by name, size and type only', () => {
    const attachment = {
      id: 'a1',
      file_name: 'plan.pdf',
      size: 2048,
      mime_type: 'application/pdf',
      location: 'files/x',
    };
    expect(payload({ attachments: [attachment] }).attachments).toEqual([
      { file_name: 'plan.pdf', size: 2048, mime_type: 'application/pdf' },
    ]);
  });

  it('sends no fields or addresses for a job without a form', () => {
    expect(payload({ form: null })).toMatchObject({ fields: [], addresses: [] });
  });

  describe('and the pre-send check on it', () => {
    it('finds nothing to fix in a complete job', () => {
      expect(importProblemsOf(payload())).toEqual([]);
    });

    it.each([
      ['a required text left empty', { [SAMPLE.description]: ' ' }, 'Project Description'],
      ['a required address half filled', { [SAMPLE.owner]: { city: 'X' } }, 'Property Owner'],
      ['a required party of a visible section', { [SAMPLE.sub]: null }, 'Subcontractor'],
    ])('names %s', (_case, answers, label) => {
      const problems = importProblemsOf(payload({}, { ...complete, ...answers }));
      expect(problems.map((problem) => problem.message)).toEqual([
        `${label} is required and empty.`,
      ]);
    });

    it('ignores a required party of a hidden section', () => {
      const answers = { ...complete, [SAMPLE.hiredBy]: '3', [SAMPLE.contractor]: null };
      expect(importProblemsOf(payload({}, answers))).toEqual([]);
    });

    it('warns about the contact and location when neither the job nor its creator has a contact', () => {
      const problems = importProblemsOf(
        payload({ ...withSettings({ contact: null }), creatorCntId: null }),
      );
      expect(problems.map((problem) => problem.code)).toEqual(['contact_location']);
    });
  });
});

describe("checkedPayloadOf: the payload with the parcel's owner looked up before the request", () => {
  const job = { id: 'job-1', uuid: 'uuid-1', settings, answers: complete };
  const sources = {
    form: SAMPLE_FORM,
    attachments: [],
    service: { text: 'Lien :: Direct', lien_direct: true },
    creatorCntId: null,
  };
  const site = lookedUpJobSite(importPayloadOf({ job, ...sources }))!;
  const ownersOf = (parcel: { site: string; owner: string } | null) =>
    checkedPayloadOf(job, { ...sources, parcel })
      .addresses.filter((address) => address.type_id === 3)
      .map((address) => address.parcel_owner);

  it("puts the owner beside the Owner party when it was looked up at the job's site", () => {
    expect(ownersOf({ site, owner: 'NOVAK CARLA' })).toEqual(['NOVAK CARLA']);
  });

  it('leaves the check out without an owner, or for a site the job no longer names', () => {
    expect(ownersOf(null)).toEqual([undefined]);
    expect(ownersOf({ site: '1 Other St, Kirtland, OH 44094', owner: 'NOVAK CARLA' })).toEqual([
      undefined,
    ]);
  });
});
