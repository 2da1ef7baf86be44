import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import {
  RECEIVED_WEBHOOKS_KEPT,
  type ReceivedWebhook,
} from '@job-intake/contracts/integrations/webhook-receiver-api';

/** The ids the folder gives: the time in milliseconds and a random part, so names sort by time. */
export const RECEIVED_WEBHOOK_ID = /^\d{13}-[0-9a-f]{8}$/;

/**
 * The local receiver's deliveries in a folder: `<id>.body` (the bytes as received, which the
 * signature covers) and `<id>.json` (what the dev page lists), the last RECEIVED_WEBHOOKS_KEPT.
 */
export class ReceivedWebhooksFolder {
  /** The time part of the last id: two deliveries in one millisecond still sort in order. */
  private lastTime = 0;

  constructor(private readonly folder: string) {}

  async add(path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<ReceivedWebhook> {
    const now = new Date();
    this.lastTime = Math.max(now.getTime(), this.lastTime + 1);
    const id = `${this.lastTime}-${randomUUID().slice(0, 8)}`;
    const delivery = describe(id, now, path, flatHeaders(headers), body.toString('utf8'));
    await mkdir(this.folder, { recursive: true, mode: 0o755 });
    await writeFile(join(this.folder, `${id}.body`), body);
    // The .json appears last and whole (renamed into place): a listing never reads half a file.
    const temporary = join(this.folder, `${id}.json.tmp`);
    await writeFile(temporary, JSON.stringify(delivery, null, 2));
    await rename(temporary, join(this.folder, `${id}.json`));
    await this.removeAllButTheLast(RECEIVED_WEBHOOKS_KEPT);
    return delivery;
  }

  /** The deliveries kept, newest first. */
  async list(): Promise<ReceivedWebhook[]> {
    const ids = (await this.ids()).reverse();
    const read = await Promise.all(ids.map((id) => this.find(id)));
    return read.filter((delivery): delivery is ReceivedWebhook => delivery !== undefined);
  }

  /** One delivery and its body's bytes; undefined when it is not (or no longer) kept. */
  async find(id: string): Promise<ReceivedWebhook | undefined> {
    if (!RECEIVED_WEBHOOK_ID.test(id)) return undefined;
    const text = await readFile(join(this.folder, `${id}.json`), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : (JSON.parse(text) as ReceivedWebhook);
  }

  async body(id: string): Promise<Buffer | undefined> {
    if (!RECEIVED_WEBHOOK_ID.test(id)) return undefined;
    return readFile(join(this.folder, `${id}.body`)).catch(() => undefined);
  }

  /** Oldest first. */
  private async ids(): Promise<string[]> {
    const files = await readdir(this.folder).catch(() => []);
    return files
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .filter((id) => RECEIVED_WEBHOOK_ID.test(id))
      .sort();
  }

  private async removeAllButTheLast(kept: number): Promise<void> {
    const ids = await this.ids();
    const old = ids.slice(0, Math.max(0, ids.length - kept));
    // Two deliveries at once may both remove the same old one: `force` takes that quietly.
    await Promise.all(
      old.flatMap((id) =>
        ['json', 'body'].map((extension) =>
          rm(join(this.folder, `${id}.${extension}`), { force: true }),
        ),
      ),
    );
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** The delivery with what the page shows of it: its `webhook-id`, the event's type and job. */
function describe(
  id: string,
  receivedAt: Date,
  path: string,
  headers: Record<string, string>,
  body: string,
): ReceivedWebhook {
  const payload = parsedObject(body);
  const data = payload?.data as Record<string, unknown> | undefined;
  return {
    id,
    received_at: receivedAt.toISOString(),
    path,
    headers,
    body,
    webhook_id: headers['webhook-id'] ?? null,
    event_type: typeof payload?.type === 'string' ? payload.type : null,
    job_id: typeof data?.job_id === 'string' ? data.job_id : null,
  };
}

function parsedObject(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
