import type { TestApp } from '../../testing/test-app';
import { postStatus } from './job-api-app';
import { API, createJob, eventCount, saveAnswers, submitJob, type Auth } from './job-fixtures';

/** Brings a new job to `from`, asks for `to`: 409 with `message`, and nothing is appended. */
export async function expectStatusChangeRefused(
  t: TestApp,
  auth: Auth,
  from: string,
  to: string,
  message: string,
): Promise<void> {
  const id = await createJob(t, auth);
  if (from === 'submitted') await submitJob(t, id);
  if (from === 'archived' || from === 'deleted') await postStatus(t, id, from, auth).expect(200);
  const before = await eventCount(t, id);
  expect((await postStatus(t, id, to, auth).expect(409)).body.message).toBe(message);
  expect(await eventCount(t, id)).toBe(before);
}

/**
 * POST /job/{id}/{action} (status or finalize) of a job at 100% with a bad body: 400 with
 * `message`, and nothing is appended. The job's id is added to the body unless the message is
 * about a missing one.
 */
export async function expectStatusBodyRefused(
  t: TestApp,
  auth: Auth,
  action: string,
  body: object,
  message: string,
): Promise<void> {
  const id = await createJob(t, auth);
  await saveAnswers(t, id, 100);
  const before = await eventCount(t, id);
  const withId = message === 'id must be the id of the job' ? body : { id, ...body };
  const answer = await t.http.post(`${API}/job/${id}/${action}`).set(auth).send(withId).expect(400);
  expect(JSON.stringify(answer.body.message)).toContain(message);
  expect(await eventCount(t, id)).toBe(before);
}
