import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryEntry } from '@job-intake/contracts/jobs/jobs-api';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth, ignoreDroppedConnections } from '../../testing/job-fixtures';

describe('GET /job/{id}/history: contacts by name', () => {
  let t: TestApp;
  let reviewer: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'job-history-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("describes a contact change with the provider's names of both contacts", async () => {
    const id = await createJob(t, reviewer, { name: 'Cedar Mill', selectedLocation: '5001' });
    const change = (selectedContact: string) =>
      t.http.patch(`${API}/job/${id}`).set(reviewer).send({ selectedContact }).expect(200);
    await change('100245');
    await change('100246');

    const entries: HistoryEntry[] = (
      await t.http.get(`${API}/job/${id}/history?dir=asc`).set(reviewer).expect(200)
    ).body.history;
    const settingsChanges = entries.filter((entry) => entry.action === 'update_job');
    expect(settingsChanges.map((entry) => entry.parameter)).toEqual([
      'Contact changed from none to Rita Reviewer (100245)',
      'Contact changed from Rita Reviewer (100245) to Alice Admin (100246)',
    ]);
  });
});
