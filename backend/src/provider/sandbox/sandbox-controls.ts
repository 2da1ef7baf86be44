import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { errors, readJsonBody, send } from './sandbox-http';
import type { SandboxImports } from './sandbox-imports';

/** The sandbox's own controls, for tests and demos; the real provider has nothing like them. */
export const SANDBOX_CONTROLS = {
  /** POST SandboxBehaviour: how the next import calls misbehave. */
  behaviour: '/__sandbox/behaviour',
  /** GET: the notice jobs created, each with its key and how many requests asked for it. */
  imports: '/__sandbox/imports',
} as const;

const behaviourSchema = z
  .object({
    next: z.enum(['fail', 'slow', 'drop_after_commit']),
    message: z.string().max(500).optional(),
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    times: z.number().int().min(0).max(1000).optional(),
  })
  .strict();

/** Handles a control path; false when the path is not one of them. */
export async function handleControl(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  imports: SandboxImports,
): Promise<boolean> {
  if (path === SANDBOX_CONTROLS.imports && request.method === 'GET') {
    send(response, 200, imports.list());
    return true;
  }
  if (path !== SANDBOX_CONTROLS.behaviour || request.method !== 'POST') return false;
  const read = await readJsonBody(request);
  const parsed = 'body' in read ? behaviourSchema.safeParse(read.body) : undefined;
  if (!parsed?.success) {
    const problem = 'problem' in read ? read.problem : parsed?.error.issues[0]?.message;
    send(response, 400, errors(`Invalid behaviour: ${problem ?? 'invalid'}`));
    return true;
  }
  imports.behave(parsed.data);
  send(response, 200, parsed.data);
  return true;
}
