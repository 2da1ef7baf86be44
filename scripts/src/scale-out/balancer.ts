import type { AppProcess } from '../../../e2e/app-process';

export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
  /** The instance that answered. */
  readonly instance: string;
}

export interface Instance {
  readonly name: string;
  readonly process: AppProcess;
  alive: boolean;
}

const API = '/api/v1';

/**
 * Stands in for the load balancer: requests go to the live instances in turn, and a request
 * whose instance cannot be reached is sent to the next one, as a proxy does after a failed
 * health check. Only an answer that came back counts as acknowledged.
 */
export class Balancer {
  private turn = 0;

  constructor(readonly instances: Instance[]) {}

  alive(): Instance[] {
    return this.instances.filter((instance) => instance.alive);
  }

  /** The next live instance, round robin. */
  next(): Instance {
    const alive = this.alive();
    if (alive.length === 0) throw new Error('No instance is alive');
    return alive[this.turn++ % alive.length]!;
  }

  async send<T>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Answer<T>> {
    return this.sendTo(this.next(), method, path, token, body, 1);
  }

  async sendTo<T>(
    instance: Instance,
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    retries = 0,
  ): Promise<Answer<T>> {
    try {
      const response = await fetch(`${instance.process.url}${API}${path}`, {
        method,
        headers: headers(token, body),
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const parsed =
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      return { status: response.status, body: parsed as T, instance: instance.name };
    } catch (error) {
      if (retries === 0 || this.alive().length < 2) throw error;
      return this.sendTo(this.nextAfter(instance), method, path, token, body, retries - 1);
    }
  }

  private nextAfter(instance: Instance): Instance {
    const others = this.alive().filter((other) => other !== instance);
    return others[0] ?? instance;
  }
}

function headers(token: string | null, body: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (token) result.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData))
    result['Content-Type'] = 'application/json';
  return result;
}
