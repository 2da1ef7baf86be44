/**
 * A form snapshot with every field type, an association choice and party sections: the fixture
 * the job-form rules are tested with on both sides (contracts jest, frontend vitest). Test
 * support only.
 */
import {
  ASSOC_CHOICE_TYPE_ID,
  CONTACT_ROLES,
  type FieldDto,
  type FormSnapshot,
  type SectionDto,
} from '../forms/forms-api';

let order = 0;

function f(
  sectionId: string,
  id: string,
  partial: Partial<FieldDto> & Pick<FieldDto, 'type'>,
): FieldDto {
  order += 1;
  return {
    id,
    type_id: null,
    title: '',
    description: '',
    required: false,
    add_to_notes: false,
    order,
    section_id: sectionId,
    choices: [],
    style: {},
    field_configs: {},
    mapped_type: null,
    ...partial,
  };
}

function s(id: string, title: string, type_id: number | null, fields: FieldDto[]): SectionDto {
  return { id, title, order: order++, readonly: false, type_id, fields };
}

const SIX_CHOICES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado'].map(
  (name, index) => ({ id: `key_${index + 1}`, name }),
);

/** Field ids of SAMPLE_FORM, by what they are. */
export const SAMPLE = {
  intro: 'f-intro',
  description: 'f-description',
  projectType: 'f-project-type',
  state: 'f-state',
  furnished: 'f-furnished',
  furnishedDropdown: 'f-furnished-dropdown',
  hiredBy: 'f-hired-by',
  hidden: 'f-hidden',
  mapped: 'f-mapped',
  site: 'f-site',
  customer: 'f-customer',
  customerEmail: 'f-customer-email',
  customerPhone: 'f-customer-phone',
  owner: 'f-owner',
  contractor: 'f-contractor',
  sub: 'f-sub',
  surety: 'f-surety',
  amount: 'f-amount',
  balance: 'f-balance',
  firstDate: 'f-first-date',
  lastDate: 'f-last-date',
  initial: 'f-initial',
  unit: 'f-unit',
  quantity: 'f-quantity',
} as const;

export const SAMPLE_SECTIONS = {
  project: 's-project',
  location: 's-location',
  customer: 's-customer',
  owner: 's-owner',
  contractor: 's-contractor',
  sub: 's-sub',
  amounts: 's-amounts',
} as const;

export const SAMPLE_FORM: FormSnapshot = {
  id: 'form-1',
  name: 'Notice Job Intake',
  title: 'Notice Job Intake',
  message: 'Please complete this form.',
  footnote: 'Questions? Contact your account manager.',
  company_id: 'company-1',
  config: {
    fields: [
      { name: 'project_name', label: 'Project Name', active: true, req: true },
      { name: 'reference_no', label: 'Customer Reference #', active: true, req: false },
    ],
    allow_none: true,
    allow_same_as: true,
  },
  sections: [
    s(SAMPLE_SECTIONS.project, 'Project Information', null, [
      f(SAMPLE_SECTIONS.project, SAMPLE.intro, {
        type: 'instructions',
        description: 'Tell us about the project.',
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.description, {
        type: 'text',
        title: 'Project Description',
        required: true,
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.projectType, {
        type: 'choice',
        title: 'Type of Project',
        required: true,
        choices: [
          { id: 'key_1', name: 'Commercial' },
          { id: 'key_2', name: 'Residential' },
        ],
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.state, {
        type: 'choice',
        title: 'Project State',
        choices: SIX_CHOICES,
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.furnished, {
        type: 'multi-select',
        title: 'What Did You Furnish?',
        style: { display: 'checkbox' },
        choices: [
          { id: 'key_1', name: 'Labor' },
          { id: 'key_2', name: 'Materials' },
        ],
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.furnishedDropdown, {
        type: 'multi-select',
        title: 'Trades',
        style: { display: 'dropdown' },
        choices: [
          { id: 'key_1', name: 'Electrical' },
          { id: 'key_2', name: 'Plumbing' },
        ],
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.hiredBy, {
        type: 'assoc_choice',
        title: 'Who Hired You?',
        required: true,
        type_id: ASSOC_CHOICE_TYPE_ID,
        choices: [
          ...CONTACT_ROLES,
          { id: '6', name: 'Supplier to a Sub-Subcontractor', extra: true },
        ],
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.hidden, {
        type: 'hidden',
        title: 'Source',
        required: true,
      }),
      f(SAMPLE_SECTIONS.project, SAMPLE.mapped, {
        type: 'mapped',
        title: 'Provider Job Type',
        mapped_type: { reference: 'job_type' },
      }),
    ]),
    s(SAMPLE_SECTIONS.location, 'Job Location', null, [
      f(SAMPLE_SECTIONS.location, SAMPLE.site, {
        type: 'address',
        title: 'Job Site Address',
        required: true,
        type_id: 2,
        style: { layout: 'default', addr_plus: true },
      }),
    ]),
    s(SAMPLE_SECTIONS.customer, 'Customer', null, [
      f(SAMPLE_SECTIONS.customer, SAMPLE.customer, {
        type: 'address',
        title: 'Customer',
        required: true,
        type_id: null,
      }),
      f(SAMPLE_SECTIONS.customer, SAMPLE.customerEmail, { type: 'email', title: 'Customer Email' }),
      f(SAMPLE_SECTIONS.customer, SAMPLE.customerPhone, { type: 'phone', title: 'Customer Phone' }),
    ]),
    s(SAMPLE_SECTIONS.owner, 'Owner', 3, [
      f(SAMPLE_SECTIONS.owner, SAMPLE.owner, {
        type: 'address',
        title: 'Property Owner',
        required: true,
        type_id: 3,
      }),
    ]),
    s(SAMPLE_SECTIONS.contractor, 'General Contractor', 4, [
      f(SAMPLE_SECTIONS.contractor, SAMPLE.contractor, {
        type: 'address_plus',
        title: 'General Contractor',
        required: true,
        type_id: 4,
        style: { layout: 'columns', compact: true, fieldset: true },
      }),
    ]),
    s(SAMPLE_SECTIONS.sub, 'Subcontractor', 5, [
      f(SAMPLE_SECTIONS.sub, SAMPLE.sub, {
        type: 'address',
        title: 'Subcontractor',
        required: true,
        type_id: 5,
      }),
    ]),
    s(SAMPLE_SECTIONS.amounts, 'Amounts and dates', null, [
      f(SAMPLE_SECTIONS.amounts, SAMPLE.surety, { type: 'address', title: 'Surety', type_id: 10 }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.amount, {
        type: 'currency',
        title: 'Total Contract Amount',
        required: true,
      }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.balance, { type: 'currency', title: 'Unpaid Balance' }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.firstDate, {
        type: 'date',
        title: 'First Furnishing Date',
        required: true,
      }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.lastDate, {
        type: 'date',
        title: 'Last Furnishing Date',
        style: { futureDates: true },
      }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.initial, { type: 'alpha', title: 'Middle Initial' }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.unit, { type: 'alphanum', title: 'Unit' }),
      f(SAMPLE_SECTIONS.amounts, SAMPLE.quantity, { type: 'number', title: 'Quantity' }),
    ]),
  ],
};

/** A complete address of each kind, for filling SAMPLE_FORM in tests. */
export const SAMPLE_PLACE = {
  address: '100 Main St',
  city: 'Cleveland',
  state: 'OH',
  zip: '44114',
};
export const SAMPLE_PARTY = { company: 'Acme Builders', name: 'Pat Lee', ...SAMPLE_PLACE };
