/**
 * The typed client at work: with an API token, list the offered forms, create a job on the first,
 * fill its answers and read its status. Only openapi-fetch and the generated types are used, as in
 * a company's own system.
 *
 *   JOB_INTAKE_URL=http://localhost:3000 JOB_INTAKE_TOKEN=jit_… npm run example:create-job
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../../clients/typescript/schema';

type Schemas = components['schemas'];
type Answers = Schemas['SaveAnswersRequestDto']['answers'];

const client = createClient<paths>({
  baseUrl: required('JOB_INTAKE_URL'),
  headers: { Authorization: `Bearer ${required('JOB_INTAKE_TOKEN')}` },
});

async function main(): Promise<void> {
  const form = await firstOfferedForm();
  console.log(`Form: ${form.name} (${form.id})`);

  const { id } = answer(
    await client.POST('/api/v1/job', {
      body: { name: `Example job ${new Date().toISOString().slice(0, 10)}`, form_id: form.id },
    }),
  );
  console.log(`Created job ${id}`);

  const answers = exampleAnswers((await readJob(id)).form);
  const saved = answer(
    await client.POST('/api/v1/job/{id}/results', {
      params: { path: { id } },
      body: { id, answers },
    }),
  );
  console.log(`Saved ${saved.results.length} answers`);

  const job = await readJob(id);
  console.log(
    `Job ${job.id} "${job.name}" is ${job.status}: ${job.progress.percent}% answered, ` +
      `${job.progress.remaining} required answers to go`,
  );
}

async function firstOfferedForm(): Promise<Schemas['FormSummaryDto']> {
  const forms = answer(
    await client.GET('/api/v1/forms', { params: { query: { offered: 'true' } } }),
  );
  const form = Array.isArray(forms) ? forms[0] : forms.forms[0];
  if (!form) throw new Error('The company offers no form for new jobs');
  return form;
}

async function readJob(id: string): Promise<Schemas['JobDetailDto']> {
  return answer(await client.GET('/api/v1/job/{id}', { params: { path: { id } } }));
}

/** A sample answer for every field of the sections always shown, by the field's type. */
function exampleAnswers(form: Schemas['FormSnapshotDto']): Answers {
  const answers: Answers = {};
  for (const section of form.sections.filter((candidate) => candidate.type_id === null)) {
    for (const field of section.fields) {
      const value = exampleAnswer(field);
      if (value !== undefined) answers[field.id] = value;
    }
  }
  return answers;
}

function exampleAnswer(field: Schemas['FieldDto']): Answers[string] | undefined {
  const firstChoice = field.choices[0]?.id;
  switch (field.type) {
    case 'text':
      return `Example ${field.title.toLowerCase()}`;
    case 'email':
      return 'office@example.com';
    case 'currency':
      return '1250.00';
    case 'date':
      return '2025-03-07';
    case 'address':
      return { address: '100 Main St', city: 'Cleveland', state: 'OH', zip: '44114' };
    case 'choice':
      return firstChoice;
    case 'multi-select':
      return firstChoice === undefined ? undefined : [firstChoice];
    default:
      return undefined;
  }
}

/** The answer's body, or an error naming the status and the API's message. */
function answer<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined)
    throw new Error(
      `${result.response.status} from ${result.response.url}: ${JSON.stringify(result.error)}`,
    );
  return result.data;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
