import { computeProgress } from '@job-intake/contracts/job-form/progress';
import { randomUUID } from 'node:crypto';
import type { FieldDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import type { EventMetadata } from '../../event-store/event-store.port';
import { FormVersions } from '../../forms/versions/form-versions.service';
import type { TestApp } from '../../testing/test-app';
import type { JobCommand } from '../domain/job.decider';
import { JobCommands } from '../shared/job-commands';

type Auth = { Authorization: string };
const API = '/api/v1';

function metadata(companyId: string): EventMetadata {
  return {
    companyId,
    actor: { kind: 'system', process: 'test' },
    correlationId: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
}

/** Runs a job command through the one command path, and waits for the read models. */
export function runJobCommand(t: TestApp, jobId: string, companyId: string, command: JobCommand) {
  const jobs = t.app.get(JobCommands, { strict: false });
  return command.type === 'CreateJob'
    ? jobs.create(jobId, command, metadata(companyId))
    : jobs.run(jobId, companyId, command, metadata(companyId));
}

/**
 * An open job of the company on the form's current version, created through the decider (the
 * same CreateJob the jobs slice runs), so these tests depend only on the job domain.
 */
export async function createJobOnForm(
  t: TestApp,
  companyId: string,
  formId: string,
  name = 'Answer test job',
) {
  const version = await t.app
    .get(FormVersions, { strict: false })
    .snapshotForNewJob(companyId, formId);
  const jobId = randomUUID();
  await runJobCommand(t, jobId, companyId, {
    type: 'CreateJob',
    data: {
      jobId,
      uuid: randomUUID(),
      form_id: formId,
      form_version_id: version.form_version_id,
      form_variant_id: null,
      settings: {
        name,
        reference_no: '',
        location: null,
        contact: null,
        first_furnishing: null,
        ff_est: false,
        last_furnishing: null,
        lf_est: false,
        total_contract_amt: '0.00',
        total_claim_amt: '0.00',
      },
      customer_id: null,
      workflow_step_id: null,
      origin: 'staff',
      creator_user_id: null,
      creator_name: null,
      form_variant: null,
      location_desc: null,
      progress: computeProgress(version.snapshot, {}),
    },
  });
  return { jobId, version };
}

export interface EveryTypeForm {
  formId: string;
  sections: { main: SectionDto; owner: SectionDto; contractor: SectionDto };
  fields: Record<string, FieldDto>;
}

/** A form (built through the forms API) with one field of every type and two party sections. */
export async function createEveryTypeForm(t: TestApp, admin: Auth): Promise<EveryTypeForm> {
  const form = (
    await t.http.post(`${API}/form`).set(admin).send({ name: 'Every type' }).expect(201)
  ).body;
  const formId: string = form.id;
  await t.http
    .patch(`${API}/form/${formId}`)
    .set(admin)
    .send({
      type: 'message',
      config: { fields: form.config.fields, allow_none: true, allow_same_as: true },
    })
    .expect(200);
  const section = async (title: string, type_id: number | null): Promise<SectionDto> =>
    (
      await t.http
        .patch(`${API}/form/${formId}`)
        .set(admin)
        .send({ type: 'section', section: { title, type_id } })
        .expect(200)
    ).body;
  const main = await section('Main', null);
  const owner = await section('Owner', 3);
  const contractor = await section('General Contractor', 4);
  const specs: Record<string, object> = {
    text: { section_id: main.id, type: 'text', title: 'Description', required: true },
    currency: { section_id: main.id, type: 'currency', title: 'Contract Amount', required: true },
    date: { section_id: main.id, type: 'date', title: 'First Furnishing' },
    email: { section_id: main.id, type: 'email', title: 'Contact Email' },
    phone: { section_id: main.id, type: 'phone', title: 'Contact Phone' },
    alpha: { section_id: main.id, type: 'alpha', title: 'Initial' },
    alphanum: { section_id: main.id, type: 'alphanum', title: 'Unit' },
    number: { section_id: main.id, type: 'number', title: 'Quantity' },
    choice: {
      section_id: main.id,
      type: 'choice',
      title: 'Project Type',
      choices: [
        { id: 'key_1', name: 'Commercial' },
        { id: 'key_2', name: 'Residential' },
      ],
    },
    'multi-select': {
      section_id: main.id,
      type: 'multi-select',
      title: 'Furnished',
      choices: [
        { id: 'key_1', name: 'Labor' },
        { id: 'key_2', name: 'Materials' },
      ],
    },
    instructions: { section_id: main.id, type: 'instructions', description: 'Read this first.' },
    hidden: { section_id: main.id, type: 'hidden', title: 'Source' },
    mapped: {
      section_id: main.id,
      type: 'mapped',
      title: 'Provider Code',
      mapped_type: { reference: 'code' },
    },
    assoc_choice: {
      section_id: main.id,
      type: 'assoc_choice',
      title: 'Who Hired You?',
      required: true,
      choices: [
        { id: '1', name: 'Owner' },
        { id: '3', name: 'General Contractor' },
        { id: '4', name: 'Subcontractor' },
      ],
    },
    address: {
      section_id: main.id,
      type: 'address',
      title: 'Job Site',
      type_id: 2,
      required: true,
    },
    address_plus: { section_id: main.id, type: 'address_plus', title: 'Surety', type_id: 10 },
    owner: {
      section_id: owner.id,
      type: 'address',
      title: 'Property Owner',
      type_id: 3,
      required: true,
    },
    contractor: {
      section_id: contractor.id,
      type: 'address',
      title: 'Contractor',
      type_id: 4,
      required: true,
    },
  };
  const fields: Record<string, FieldDto> = {};
  for (const [key, field] of Object.entries(specs)) {
    fields[key] = (
      await t.http
        .patch(`${API}/form/${formId}`)
        .set(admin)
        .send({ type: 'field', field })
        .expect(200)
    ).body;
  }
  return { formId, sections: { main, owner, contractor }, fields };
}
