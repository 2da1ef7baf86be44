import { z } from 'zod';

/**
 * How the sandbox misbehaves, for tests and demos (the real services have nothing like it):
 * `fail` answers HTTP 500, `deny` answers as for a refused key, `slow` waits delayMs first.
 * `times` calls (default 1; 0: until reset) of that service are affected.
 */
export const sandboxBehaviourSchema = z
  .object({
    service: z.enum(['geocoding', 'parcel']),
    next: z.enum(['fail', 'deny', 'slow']),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    times: z.number().int().min(0).max(1000).optional(),
  })
  .strict();

export type SandboxBehaviour = z.infer<typeof sandboxBehaviourSchema>;
export type SandboxService = SandboxBehaviour['service'];

export class SandboxBehaviours {
  private readonly current = new Map<
    SandboxService,
    { behaviour: SandboxBehaviour; left: number }
  >();

  set(behaviour: SandboxBehaviour): void {
    const times = behaviour.times ?? 1;
    this.current.set(behaviour.service, { behaviour, left: times === 0 ? Infinity : times });
  }

  reset(): void {
    this.current.clear();
  }

  /** The behaviour for this call of the service, counting it; null: answer normally. */
  take(service: SandboxService): SandboxBehaviour | null {
    const entry = this.current.get(service);
    if (!entry) return null;
    entry.left -= 1;
    if (entry.left <= 0) this.current.delete(service);
    return entry.behaviour;
  }
}
