import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { ExistingJobCommand } from '../domain/job.decider';
import { createJob, runCommand } from '../testing/job-fixtures';
import { JobCommands } from './job-commands';

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

  const note = (): ExistingJobCommand => ({
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
    const read = await jobs.read(jobId);
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
    const stale = await jobs.read(jobId);
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

  it("answers another company's job like a missing one", async () => {
    const read = await jobs.read(jobId);
    await expect(jobs.runOnRead(read, randomUUID(), note(), metadata)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
