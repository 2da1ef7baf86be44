import type { EntityManager } from 'typeorm';
import {
  ASSOC_CHOICE_TYPE_ID,
  CONTACT_ROLES,
  DEFAULT_FORM_CONFIG,
  JOB_LOCATION_ADDRESS_TYPE_ID,
  type FieldInput,
} from '@job-intake/contracts/forms/forms-api';
import { decideField } from '../domain/field-rules';
import { Field } from '../entities/field.entity';
import { FormVariant } from '../entities/form-variant.entity';
import { Form } from '../entities/form.entity';
import { Section } from '../entities/section.entity';

/** Fixed ids keep the seed idempotent, and let tests and demos name the form. */
export const DEMO_FORM_ID = '00000000-0000-4000-8000-00000000f001';
export const DEMO_FORM_NAME = 'Notice Job Intake';
export const DEMO_VARIANT_ID = '00000000-0000-4000-8000-00000000f0a1';
export const DEMO_VARIANT_UUID = 'demo-notice-intake';

type DemoField = FieldInput & Required<Pick<FieldInput, 'type'>>;

interface DemoSection {
  title: string;
  type_id: number | null;
  fields: DemoField[];
}

/** The demo form: every offered field type, an association choice and party sections. */
const SECTIONS: DemoSection[] = [
  {
    title: 'Project Information',
    type_id: null,
    fields: [
      {
        type: 'instructions',
        description:
          'Tell us about the project. Fields marked Required must be filled in before the job can be finalized.',
      },
      { type: 'text', title: 'Project Description', required: true },
      {
        type: 'choice',
        title: 'Type of Project',
        required: true,
        choices: [
          { id: 'key_1', name: 'Commercial' },
          { id: 'key_2', name: 'Residential' },
          { id: 'key_3', name: 'Public (state or municipal)' },
          { id: 'key_4', name: 'Federal' },
        ],
      },
      {
        type: 'multi-select',
        title: 'What Did You Furnish?',
        style: { display: 'checkbox' },
        choices: [
          { id: 'key_1', name: 'Labor' },
          { id: 'key_2', name: 'Materials' },
          { id: 'key_3', name: 'Equipment rental' },
          { id: 'key_4', name: 'Professional services' },
        ],
      },
      {
        type: 'assoc_choice',
        title: 'Who Hired You?',
        required: true,
        type_id: ASSOC_CHOICE_TYPE_ID,
        choices: [...CONTACT_ROLES],
      },
    ],
  },
  {
    title: 'Job Location',
    type_id: null,
    fields: [
      {
        type: 'address',
        title: 'Job Site Address',
        required: true,
        type_id: JOB_LOCATION_ADDRESS_TYPE_ID,
        style: { layout: 'default', addr_plus: true },
      },
    ],
  },
  {
    title: 'Customer',
    type_id: null,
    fields: [
      { type: 'address', title: 'Customer', required: true, type_id: null },
      { type: 'email', title: 'Customer Email' },
    ],
  },
  {
    title: 'Owner',
    type_id: 3,
    fields: [{ type: 'address', title: 'Property Owner', required: true, type_id: 3 }],
  },
  {
    title: 'General Contractor',
    type_id: 4,
    fields: [
      {
        type: 'address',
        title: 'General Contractor',
        required: true,
        type_id: 4,
        style: { layout: 'columns' },
      },
    ],
  },
  {
    title: 'Amounts and dates',
    type_id: null,
    fields: [
      // Mapped fields share their value with the job's settings (ADR 0018).
      {
        type: 'currency',
        title: 'Total Contract Amount',
        required: true,
        mapped_type: { reference: 'total_contract_amt' },
      },
      { type: 'currency', title: 'Unpaid Balance' },
      {
        type: 'date',
        title: 'First Furnishing Date',
        required: true,
        mapped_type: { reference: 'first_furnishing' },
      },
      {
        type: 'date',
        title: 'Last Furnishing Date',
        style: { futureDates: true },
        mapped_type: { reference: 'last_furnishing' },
      },
    ],
  },
  {
    title: 'Notes',
    type_id: null,
    fields: [
      { type: 'text', title: 'Notes for the Notice Team', add_to_notes: true },
      {
        type: 'instructions',
        description: 'Thank you. Our team reviews every job before notices are sent.',
      },
    ],
  },
];

/** Stable ids for the demo rows: section n, field n.m. */
const sectionId = (n: number) => `00000000-0000-4000-8000-0000000f${String(n).padStart(4, '0')}`;
const fieldId = (n: number, m: number) =>
  `00000000-0000-4000-8000-000000f${String(n).padStart(2, '0')}${String(m).padStart(3, '0')}`;

/** Adds the demo form "Notice Job Intake" to a company unless it is there (even deleted). */
export async function seedDemoForm(db: EntityManager, companyId: string): Promise<void> {
  if (await db.exists(Form, { where: { id: DEMO_FORM_ID }, withDeleted: true })) return;
  await db.save(
    db.create(Form, {
      id: DEMO_FORM_ID,
      company_id: companyId,
      name: DEMO_FORM_NAME,
      title: DEMO_FORM_NAME,
      status: 'active',
      mapped: true,
      message:
        'Please complete this form so we can prepare the notices for your job. Save as you go; you can come back later.',
      footnote: 'Questions? Contact your account manager.',
      config: {
        ...structuredClone(DEFAULT_FORM_CONFIG),
        fields: [
          { name: 'project_name', label: 'Project Name', active: true, req: true },
          { name: 'reference_no', label: 'Customer Reference #', active: true, req: false },
        ],
      },
    }),
  );
  for (const [index, section] of SECTIONS.entries()) {
    const id = sectionId(index + 1);
    await db.save(
      db.create(Section, {
        id,
        form_id: DEMO_FORM_ID,
        title: section.title,
        order: index,
        readonly: false,
        type_id: section.type_id,
      }),
    );
    for (const [order, input] of section.fields.entries()) {
      const decision = decideField(null, input);
      if (!decision.field) throw new Error(`Demo field: ${decision.problems.join('; ')}`);
      await db.save(
        db.create(Field, {
          ...decision.field,
          id: fieldId(index + 1, order + 1),
          section_id: id,
          order,
        }),
      );
    }
  }
  await db.save(
    db.create(FormVariant, {
      id: DEMO_VARIANT_ID,
      form_id: DEMO_FORM_ID,
      title: 'Demo Construction Co.',
      uuid: DEMO_VARIANT_UUID,
      file_id: null,
    }),
  );
}
