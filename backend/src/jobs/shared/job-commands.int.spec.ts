import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { coreConcern } from '../domain/core/core.decider';
import type { JobCore } from '../domain/job-core';
import { notesConcern, type NotesCommand } from '../domain/notes/notes.decider';
import { createJob, runCommand } from '../testing/job-fixtures';
import { fromJob, JobCommands } from './job-commands';

/** A step that gathers outside data on one read of the job, then decides on that read. */
describe('JobCommands.read and runOnRead', () => {
  let t: TestApp;
  let jobs: JobCommands;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp();
    jobs = t.app.get(JobCommands);
    jobId = await createJob(t, { Authorization: `Bearer ${await t.login('admin')}` });
  });
  afterAll(() => t.close());

  const note = (): NotesCommand => ({
    type: 'AddNote',
    data: { noteId: randomUUID(), description: 'Called the owner' },
  });
  const metadata = {
    companyId: DEMO_COMPANY_ID,
    actor: { kind: 'system', process: 'test' },
    correlationId: 'test',
    occurredAt: new Date().toISOString(),
  } as const;
  const countingReads = () => jest.spyOn(t.app.get<EventStore>(EVENT_STORE), 'readStream');

  it('decides on the read it is given without reading the stream again', async () => {
    const read = await jobs.read(jobId, notesConcern);
    const reads = countingReads();
    try {
      const handled = await jobs.runOnRead(read, DEMO_COMPANY_ID, note(), metadata);
      expect(reads).not.toHaveBeenCalled();
      expect(handled.revision).toBe(read.revision + 1);
    } finally {
      reads.mockRestore();
    }
  });

  it('reads again and decides once more when another writer got in between', async () => {
    const stale = await jobs.read(jobId, notesConcern);
    await runCommand(t, jobId, note());
    const reads = countingReads();
    try {
      const handled = await jobs.runOnRead(stale, DEMO_COMPANY_ID, note(), metadata);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(handled.revision).toBe(stale.revision + 2);
    } finally {
      reads.mockRestore();
    }
  });

  it("folds only the job's core and the command's concern for a command given as such", async () => {
    const handled = await jobs.run(jobId, DEMO_COMPANY_ID, note(), metadata);
    expect(handled.state).toHaveProperty('notes');
    expect(handled.state).not.toHaveProperty('attachments');
    expect(handled.state).not.toHaveProperty('emails');
  });

  it("folds only the job's core and the named concern's slices for a command made from the job", async () => {
    let given: JobCore | undefined;
    const rename = fromJob(coreConcern, (job) => {
      given = job;
      return { type: 'UpdateSettings', data: { changes: { name: `${job.settings.name}.` } } };
    });
    const handled = await jobs.run(jobId, DEMO_COMPANY_ID, rename, metadata);
    for (const job of [given, handled.state]) {
      // The core reads the provider import's slice, which reads the attachments'.
      expect(job).toHaveProperty('importing');
      expect(job).toHaveProperty('attachments');
      expect(job).not.toHaveProperty('notes');
      expect(job).not.toHaveProperty('links');
      expect(job).not.toHaveProperty('emails');
    }
  });

  it("folds a read by the named concern's decider", async () => {
    const { state } = await jobs.read(jobId, notesConcern);
    expect(state).toHaveProperty('notes');
    expect(state).not.toHaveProperty('attachments');
    expect(state).not.toHaveProperty('links');
  });

  it("answers another company's job like a missing one, before making its command", async () => {
    const make = jest.fn(note);
    await expect(
      jobs.run(jobId, randomUUID(), fromJob(notesConcern, make), metadata),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(make).not.toHaveBeenCalled();
  });

  it("answers another company's job like a missing one", async () => {
    const read = await jobs.read(jobId, notesConcern);
    await expect(jobs.runOnRead(read, randomUUID(), note(), metadata)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
