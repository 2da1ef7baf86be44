import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderError } from '../provider.port';
import { SANDBOX_CONTROLS } from '../sandbox/sandbox-controls';
import type { SandboxBehaviour, SandboxNoticeJob } from '../sandbox/sandbox-imports';

/** The ProviderError a call fails with (the test fails when it succeeds or throws another error). */
export async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A misbehaving provider on a free port. */
export async function listen(handler: RequestListener): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Tells the sandbox how its next import calls misbehave. */
export async function behave(sandboxUrl: string, behaviour: SandboxBehaviour): Promise<void> {
  const answer = await fetch(`${sandboxUrl}${SANDBOX_CONTROLS.behaviour}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
  if (!answer.ok) throw new Error(`The sandbox refused the behaviour: ${answer.status}`);
}

/** The notice jobs the sandbox filed for the job. */
export async function noticeJobs(sandboxUrl: string, jobId: string): Promise<SandboxNoticeJob[]> {
  const answer = await fetch(`${sandboxUrl}${SANDBOX_CONTROLS.imports}`);
  const jobs = (await answer.json()) as SandboxNoticeJob[];
  return jobs.filter((job) => job.job_id === jobId);
}
