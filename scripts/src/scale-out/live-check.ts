import { openLiveStream } from '@job-intake/backend/testing';
import type { CheckResult } from './acknowledged-checks';
import type { Balancer, Instance } from './balancer';
import { DEMO_FORM_ID } from '@job-intake/backend/tools';

const LIVE_WAIT_MS = 5_000;

/** A note added through one instance reaches a job page streaming from the other. */
export async function checkLiveUpdate(
  balancer: Balancer,
  token: string,
  writer: Instance,
  watcher: Instance,
): Promise<CheckResult> {
  const check = `a change through ${writer.name} reaches a live page on ${watcher.name}`;
  const created = await balancer.sendTo<{ id: string }>(writer, 'POST', '/job', token, {
    name: 'Live across instances',
    form_id: DEMO_FORM_ID,
  });
  const auth = { Authorization: `Bearer ${token}` };
  const stream = await openLiveStream(watcher.process.url, created.body.id, auth);
  try {
    const { revision } = (await stream.next(LIVE_WAIT_MS)).data as { revision: number };
    const started = performance.now();
    await balancer.sendTo(writer, 'POST', '/note', token, {
      job_id: created.body.id,
      description: 'Through the other instance',
    });
    const change = await stream.next(LIVE_WAIT_MS);
    const arrivedMs = Math.round(performance.now() - started);
    const data = change.data as { revision: number };
    const ok = change.event === 'changed' && data.revision === revision + 1;
    return { check, ok, detail: `${change.event} revision ${data.revision} after ${arrivedMs} ms` };
  } catch (error) {
    return { check, ok: false, detail: (error as Error).message };
  } finally {
    stream.abort();
  }
}
