import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store.port';

/** Helpers the event store's tests share. */

export function newEvent(type = 'TestEvent', data: unknown = { value: Math.random() }): NewEvent {
  return {
    id: randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      companyId: randomUUID(),
      actor: { kind: 'user', userId: randomUUID() },
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
  };
}

export function newStreamId(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}

export async function eventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
