import {
  IMPORT_FORBIDDEN,
  IMPORT_NOT_PENDING,
  IMPORT_SERVICE_UNKNOWN,
  type ImportPreviewDto,
} from '@job-intake/contracts/jobs/job-import-api';
import { DEMO_REVIEWER_CNT_ID } from '../../../seed/demo-seed';
import type { TestApp } from '../../../testing/test-app';
import {
  givenServiceTypes,
  pendingJob,
  previewImport,
  saveJobAnswers,
  stepMember,
} from '../../testing/import-jobs';
import {
  fieldTitled,
  otherCompanyMember,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { createJob, type Auth } from '../../testing/job-fixtures';

describe('GET /job/{id}/import (import-preview) and can_import', () => {
  let app: JobApiApp;
  let t: TestApp;
  let reviewer: Auth;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('import-preview');
    ({ t, reviewer, standard } = app);
  });
  afterAll(() => app.close());

  const preview = async (id: string, query = ''): Promise<ImportPreviewDto> =>
    (await previewImport(app, id, undefined, query).expect(200)).body;

  it('shows the payload of the default service, no problems and no service types', async () => {
    const id = await pendingJob(app);
    const body = await preview(id);
    expect(body).toMatchObject({
      problems: [],
      services: [],
      default_service: 'Notice :: Premium',
    });
    expect(body.payload).toMatchObject({ job_id: id, service: 'Notice :: Premium' });
    expect(body.payload).toMatchObject({ cnt_id: '100250', div_id: '5002', lien_direct: false });
    // The demo answers are a General Contractor's: its owner and contractor sections show.
    expect(body.payload.addresses.map((address) => address.type_id)).toEqual([2, null, 3, 4]);
  });

  it("makes the creator the contact when the job has none (the reviewer's cnt_id)", async () => {
    const body = await preview(await pendingJob(app, { selectedLocation: '5001' }));
    expect(body.payload.cnt_id).toBe(DEMO_REVIEWER_CNT_ID);
    expect(body.problems).toEqual([]);
  });

  it('lists the problems the provider would refuse, naming the field to fix', async () => {
    const id = await pendingJob(app, {});
    const description = fieldTitled(await readJob(t, id, reviewer), 'Project Description');
    await saveJobAnswers(app, id, { [description.id]: '' });
    expect((await preview(id)).problems).toEqual([
      { code: 'contact_location', message: expect.stringContaining('Contact and Location') },
      {
        code: 'required_field',
        field_id: description.id,
        message: 'Project Description is required and empty.',
      },
    ]);
  });

  it('warns, without blocking, about furnishing dates left as New Job filled them in, in the future or out of order', async () => {
    // Created with the default dates; the form's mapped First Furnishing Date answer changes the first.
    const id = await pendingJob(app);
    const codes = async () =>
      (await preview(id)).warnings.map(({ code, field }) => `${code}:${field}`);
    const body = await preview(id);
    expect(body.problems).toEqual([]);
    expect(await codes()).toEqual([
      'furnishing_untouched:last_furnishing',
      'last_furnishing_future:last_furnishing',
    ]);
    expect(body.warnings[0]!.message).toMatch(
      /^Last Furnishing \(\d\d\/\d\d\/\d{4}\) has not been changed since the job was created/,
    );

    const settings = (changes: object) =>
      t.http.patch(`/api/v1/job/${id}`).set(reviewer).send(changes).expect(200);
    await settings({ last_furnishing: '2025-02-01' });
    expect(await codes()).toEqual([]);
    await settings({ last_furnishing: '2025-01-01' });
    expect(await codes()).toEqual(['last_before_first:last_furnishing']);
  });

  it('compares the Owner party with the owner of the parcel looked up for the job site', async () => {
    const id = await pendingJob(app);
    const job = await readJob(t, id, reviewer);
    const site = { address: '7720 Sperry Rd', city: 'Kirtland', state: 'OH', zip: '44094' };
    const parcel = (
      await t.http
        .get(
          `/api/v1/lookups/parcels?address=${encodeURIComponent('7720 Sperry Rd, Kirtland, OH 44094')}`,
        )
        .set(reviewer)
        .expect(200)
    ).body as { parcel_id: string; owner: { name: string } };
    const siteField = fieldTitled(job, 'Job Site Address').id;
    const ownerField = fieldTitled(job, 'Property Owner').id;
    await saveJobAnswers(app, id, {
      [siteField]: { ...site, parcel_no: parcel.parcel_id },
      [ownerField]: { company: 'Acme Builders', name: 'Pat Lee', ...site },
    });
    const { problems, payload } = await preview(id);
    expect(problems).toEqual([
      {
        code: 'owner_differs',
        field_id: ownerField,
        message: `Property Owner: Pat Lee is not the parcel's owner (${parcel.owner.name}).`,
      },
    ]);
    expect(payload.addresses.find((a) => a.field_id === ownerField)?.parcel_owner).toBe(
      parcel.owner.name,
    );
    await saveJobAnswers(app, id, {
      [ownerField]: { company: 'Acme Builders', name: parcel.owner.name, ...site },
    });
    expect((await preview(id)).problems).toEqual([]);
  });

  it("offers the company's active service types, its default, and previews the chosen one", async () => {
    const services = await givenServiceTypes(t);
    try {
      const id = await pendingJob(app);
      const body = await preview(id);
      expect(body.services.map((service) => service.text)).toEqual([
        'Lien :: Direct',
        'Notice :: Basic',
      ]);
      expect(body.default_service).toBe('Notice :: Basic');
      expect(body.payload).toMatchObject({ service: 'Notice :: Basic', lien_direct: false });
      const chosen = await preview(id, `?service=${services.lien}`);
      expect(chosen.payload).toMatchObject({ service: 'Lien :: Direct', lien_direct: true });
      const inactive = await previewImport(app, id, reviewer, `?service=${services.old}`);
      expect(inactive.status).toBe(400);
      expect(inactive.body.message).toBe(IMPORT_SERVICE_UNKNOWN);
    } finally {
      await services.remove();
    }
  });

  it.each([
    ['a service that is no id', '?service=x', 'service must be the id of a service type'],
    ['a NUL byte', '?service=a%00b', 'service must not contain'],
    ['two services', '?service=a&service=b', 'service must be the id of a service type'],
    ['an unknown parameter', '?other=1', 'property other should not exist'],
  ])('refuses %s with 400 naming the parameter', async (_case, query, message) => {
    const refused = await previewImport(app, await pendingJob(app), reviewer, query).expect(400);
    expect(JSON.stringify(refused.body.message)).toContain(message);
  });

  it('is 403 for users who may not send jobs, 409 for a job not in Review', async () => {
    const id = await pendingJob(app);
    for (const auth of [standard, await stepMember(t, 'last', null)]) {
      const refused = await previewImport(app, id, auth).expect(403);
      expect(refused.body.message).toBe(IMPORT_FORBIDDEN);
    }
    const open = await previewImport(app, await createJob(t, reviewer)).expect(409);
    expect(open.body.message).toBe(IMPORT_NOT_PENDING);
  });

  it("is 404 for another company's job", async () => {
    const id = await pendingJob(app);
    await previewImport(app, id, await otherCompanyMember(t)).expect(404);
    await previewImport(app, id, app.outsider).expect(404);
  });

  it('tells the job page who may send it (can_import)', async () => {
    const id = await createJob(t, reviewer);
    expect((await readJob(t, id, reviewer)).can_import).toBe(true);
    expect((await readJob(t, id, standard)).can_import).toBe(false);
    expect((await readJob(t, id, await stepMember(t, 'last', null))).can_import).toBe(false);
    const keyed = await stepMember(t, 'first', 'key-of-step-1');
    expect((await readJob(t, id, keyed)).can_import).toBe(false);
  });
});
