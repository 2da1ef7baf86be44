import { randomUUID } from 'node:crypto';
import {
  IMPORT_FORBIDDEN,
  IMPORT_IN_PROGRESS,
  IMPORT_NOT_PENDING,
  IMPORT_SERVICE_UNKNOWN,
  IMPORT_STILL_RUNNING,
} from '@job-intake/contracts/jobs/job-import-api';
import { CONTACT_LOCATION_WARNING } from '@job-intake/contracts/jobs/job-settings';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port';
import { eventually } from '../../../event-store/testing/test-events';
import {
  PROVIDER_CONNECTION,
  type ProviderConnection,
} from '../../../provider/provider-connection';
import { behave, noticeJobs } from '../../../provider/testing/provider-test-helpers';
import type { TestApp } from '../../../testing/test-app';
import {
  givenServiceTypes,
  importRequests,
  pendingJob,
  saveJobAnswers,
  sendImport,
  stepMember,
} from '../../testing/import-jobs';
import {
  fieldTitled,
  listJobs,
  otherCompanyMember,
  readHistory,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { API, createJob, eventCount, type Auth } from '../../testing/job-fixtures';

/** How long the API waits for the provider's answer here (a slow sandbox outlasts it). */
const IMPORT_WAIT_MS = 5000;

describe('POST /job/{id}/import (import-job)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let reviewer: Auth;
  let standard: Auth;
  /** The provider sandbox the app started (the import processor calls it). */
  let sandbox: string;

  beforeAll(async () => {
    app = await startJobApiApp('import-job', { IMPORT_WAIT_MS: String(IMPORT_WAIT_MS) });
    ({ t, reviewer, standard } = app);
    sandbox = t.app.get<ProviderConnection>(PROVIDER_CONNECTION, { strict: false }).url;
  });
  afterAll(() => app.close());

  const send = (id: string, body: object = { id }, auth?: Auth) => sendImport(app, id, body, auth);

  it("sends the job once and answers the provider's directNo; lists, job page and History show it", async () => {
    const id = await pendingJob(app);
    const sent = await send(id).expect(200);
    const notices = await noticeJobs(sandbox, id);
    expect(notices).toHaveLength(1);
    const directNo = notices[0]?.directNo;
    expect(sent.body).toEqual({ status: 'submitted', ols_resp: { directNo } });
    const job = await readJob(t, id, standard);
    expect(job).toMatchObject({
      status: 'submitted',
      directNo,
      imported_by: 'Rita Reviewer',
      import_state: null,
      import_error: null,
    });
    const row = (await listJobs(t, 'submitted', standard)).find((item) => item.id === id);
    expect(row).toMatchObject({ imported_by: 'Rita Reviewer', imported_at: expect.any(String) });
    expect((await readHistory(t, id, standard)).map((entry) => entry.action)).toContain('import');
    const [request] = await importRequests(t, id);
    expect(request).toMatchObject({ requested_by_name: 'Rita Reviewer' });
    expect(request?.payload).toMatchObject({ job_id: id, cnt_id: '100250', div_id: '5002' });
  });

  it("reads the job's whole stream once to record the request and once to record the answer", async () => {
    const id = await pendingJob(app);
    const reads = jest.spyOn(t.app.get<EventStore>(EVENT_STORE), 'readStream');
    try {
      await send(id).expect(200);
      const whole = reads.mock.calls.filter(
        ([stream, options]) => stream === jobStreamId(id) && options?.fromRevision === undefined,
      );
      expect(whole).toHaveLength(2);
    } finally {
      reads.mockRestore();
    }
  });

  it("answers the provider's refusal as a 400 and keeps the job in Review", async () => {
    const id = await pendingJob(app);
    await behave(sandbox, { next: 'fail', status: 422, message: 'Bad zip.' });
    const sent = await send(id).expect(400);
    expect(JSON.stringify(sent.body.message)).toContain('Bad zip.');
    expect(await readJob(t, id, reviewer)).toMatchObject({
      status: 'pending',
      import_state: 'failed',
      import_error: 'Bad zip.',
    });
  });

  it('answers 202 while the provider has not answered, and the job is submitted once it does', async () => {
    const id = await pendingJob(app);
    await behave(sandbox, { next: 'slow', delayMs: IMPORT_WAIT_MS + 500 });
    const sent = await send(id).expect(202);
    expect(sent.body).toEqual({ message: IMPORT_STILL_RUNNING });
    expect(await readJob(t, id, reviewer)).toMatchObject({
      status: 'pending',
      import_state: 'sending',
      import_error: null,
    });
    const submitted = async () => (await readJob(t, id, reviewer)).status === 'submitted';
    await eventually(submitted, 5000);
    expect(await importRequests(t, id)).toHaveLength(1);
    expect(await noticeJobs(sandbox, id)).toHaveLength(1);
  });

  it('records one request for two sends at once; the second is 409', async () => {
    const id = await pendingJob(app);
    await behave(sandbox, { next: 'slow', delayMs: 500 });
    const answers = await Promise.all([send(id), send(id)]);
    expect(answers.map((sent) => sent.status).sort()).toEqual([200, 409]);
    expect(answers.find((sent) => sent.status === 409)?.body.message).toBe(IMPORT_IN_PROGRESS);
    expect(await importRequests(t, id)).toHaveLength(1);
    expect(await noticeJobs(sandbox, id)).toHaveLength(1);
  });

  it('sends the chosen active service type; an inactive one is a 400', async () => {
    const services = await givenServiceTypes(t);
    try {
      const id = await pendingJob(app);
      await send(id, { id, service: services.old }).expect(400);
      await send(id, { id, service: services.lien }).expect(200);
      const [request] = await importRequests(t, id);
      expect(request?.payload).toMatchObject({ service: 'Lien :: Direct', lien_direct: true });
    } finally {
      await services.remove();
    }
  });

  it('refuses a job with problems with a 400 listing each, recording nothing', async () => {
    const id = await pendingJob(app, {});
    const description = fieldTitled(await readJob(t, id, reviewer), 'Project Description');
    await saveJobAnswers(app, id, { [description.id]: '' });
    const before = await eventCount(t, id);
    const sent = await send(id).expect(400);
    expect(sent.body.message).toEqual([
      CONTACT_LOCATION_WARNING,
      'Project Description is required and empty.',
    ]);
    expect(await eventCount(t, id)).toBe(before);
  });

  it('refuses an Owner party who is not the owner of the parcel looked up for the job site', async () => {
    const id = await pendingJob(app);
    const job = await readJob(t, id, reviewer);
    const site = { address: '7720 Sperry Rd', city: 'Kirtland', state: 'OH', zip: '44094' };
    const parcels = `${API}/lookups/parcels?address=${encodeURIComponent('7720 Sperry Rd, Kirtland, OH 44094')}`;
    const parcel = (await t.http.get(parcels).set(reviewer).expect(200)).body as {
      parcel_id: string;
      owner: { name: string };
    };
    const ownerField = fieldTitled(job, 'Property Owner').id;
    await saveJobAnswers(app, id, {
      [fieldTitled(job, 'Job Site Address').id]: { ...site, parcel_no: parcel.parcel_id },
      [ownerField]: { company: 'Acme Builders', name: 'Pat Lee', ...site },
    });
    const sent = await send(id).expect(400);
    expect(sent.body.message).toEqual([
      `Property Owner: Pat Lee is not the parcel's owner (${parcel.owner.name}).`,
    ]);
    expect(await importRequests(t, id)).toHaveLength(0);
    await saveJobAnswers(app, id, {
      [ownerField]: { company: 'Acme Builders', name: parcel.owner.name, ...site },
    });
    await send(id).expect(200);
    const [request] = await importRequests(t, id);
    const owner = request?.payload.addresses.find((address) => address.field_id === ownerField);
    expect(owner?.parcel_owner).toBe(parcel.owner.name);
  });

  it.each([
    ['a standard user', () => Promise.resolve(standard)],
    ['a user of the last step without an API key', () => stepMember(t, 'last', null)],
    ['a user with an API key in another step', () => stepMember(t, 'first', 'key-of-step-1')],
  ])('is 403 for %s, recording nothing', async (_case, who) => {
    const auth = await who();
    const id = await pendingJob(app);
    const before = await eventCount(t, id);
    expect((await send(id, { id }, auth).expect(403)).body.message).toBe(IMPORT_FORBIDDEN);
    expect(await eventCount(t, id)).toBe(before);
  });

  it('is 409 for a job not in Review', async () => {
    const id = await createJob(t, reviewer);
    expect((await send(id).expect(409)).body.message).toBe(IMPORT_NOT_PENDING);
  });

  it("is 404 for another company's job, also for a member with an API key there", async () => {
    const id = await pendingJob(app);
    await send(id, { id }, await otherCompanyMember(t)).expect(404);
    await send(id, { id }, app.outsider).expect(404);
    expect(await importRequests(t, id)).toHaveLength(0);
  });

  it.each([
    ['no id', {}, 'id must be the id of the job'],
    ['a null id', { id: null }, 'id must be the id of the job'],
    ['a numeric id', { id: 7 }, 'id must be the id of the job'],
    ['another job id', { id: randomUUID() }, 'id must be the id of the job in the path'],
    ['a null service', { id: 'JOB', service: null }, 'service must not be null'],
    ['a numeric service', { id: 'JOB', service: 3 }, 'service must be the id of a service type'],
    ['a NUL byte', { id: 'JOB', service: 'a\u0000b' }, 'service must not contain'],
    ['a huge service', { id: 'JOB', service: 'x'.repeat(10_000) }, 'service must be the id'],
    ['an unknown service', { id: 'JOB', service: randomUUID() }, IMPORT_SERVICE_UNKNOWN],
    ['an unknown field', { id: 'JOB', extra: 1 }, 'property extra should not exist'],
  ])('refuses %s with 400 naming the field', async (_case, body, message) => {
    const id = await pendingJob(app);
    const sent = JSON.parse(JSON.stringify(body).replaceAll('"JOB"', `"${id}"`));
    const refused = await send(id, sent).expect(400);
    expect(JSON.stringify(refused.body.message)).toContain(message);
    expect(await importRequests(t, id)).toHaveLength(0);
  });
});
