import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROVIDER_IDEMPOTENCY_KEY_HEADER } from '@job-intake/contracts/provider/provider-import';
import type { SandboxData } from './sandbox-data';
import { errors, send } from './sandbox-http';

/** A notice job the sandbox created, with how many requests asked for it under its key. */
export interface SandboxNoticeJob {
  key: string;
  directNo: string;
  job_id: string;
  /** POSTs carrying this key: more than one means the caller retried, never a second job. */
  requests: number;
  payload: Record<string, unknown>;
}

/**
 * What the next import calls (POST and GET by key) do, for tests and demos:
 * fail answers 503 (or `status`) with the message and files nothing; slow files the job, then
 * waits delayMs before answering; drop_after_commit files the job and closes the connection
 * without answering.
 */
export interface SandboxBehaviour {
  next: 'fail' | 'slow' | 'drop_after_commit';
  message?: string;
  status?: number;
  delayMs?: number;
  /** How many calls behave so (default 1), then the sandbox is well again. */
  times?: number;
}

const KEY = /^[\w.:-]{1,200}$/;
const FIRST_DIRECT_NO = 700001;

/** The provider's import endpoints: one notice job per idempotency key, whatever happens. */
export class SandboxImports {
  private readonly jobs = new Map<string, SandboxNoticeJob>();
  private behaviour: Required<Pick<SandboxBehaviour, 'times'>> & SandboxBehaviour = {
    next: 'fail',
    times: 0,
  };

  /** `file` keeps the filed jobs across restarts of the app, as the real provider would. */
  constructor(
    private readonly data: SandboxData,
    private readonly file?: string,
  ) {
    if (!file || !existsSync(file)) return;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Omit<SandboxNoticeJob, 'payload'>[];
    for (const job of stored) this.jobs.set(job.key, { ...job, payload: {} });
  }

  list(): SandboxNoticeJob[] {
    return [...this.jobs.values()];
  }

  byDirectNo(directNo: string): SandboxNoticeJob | undefined {
    return this.list().find((job) => job.directNo === directNo);
  }

  behave(behaviour: SandboxBehaviour): void {
    this.behaviour = { ...behaviour, times: behaviour.times ?? 1 };
  }

  async create(request: IncomingMessage, response: ServerResponse, body: unknown): Promise<void> {
    if (this.misbehaves(response)) return;
    const key = idempotencyKey(request);
    if (!key) {
      return send(
        response,
        400,
        errors(
          `Send a key of up to 200 letters, digits or .:_- in ${PROVIDER_IDEMPOTENCY_KEY_HEADER}.`,
        ),
      );
    }
    const known = this.jobs.get(key);
    if (known) {
      known.requests += 1;
      this.save();
      return this.answer(response, 200, known);
    }
    const problem = this.problemOf(body);
    if (problem) return send(response, 400, errors(problem));
    const payload = body as Record<string, unknown>;
    const job: SandboxNoticeJob = {
      key,
      directNo: String(FIRST_DIRECT_NO + this.jobs.size),
      job_id: String(payload.job_id),
      requests: 1,
      payload,
    };
    this.jobs.set(key, job);
    this.save();
    await this.answer(response, 201, job);
  }

  async find(response: ServerResponse, key: string): Promise<void> {
    if (this.misbehaves(response)) return;
    const job = this.jobs.get(key);
    if (!job) return send(response, 404, errors(`No job was imported with the key ${key}.`));
    await this.answer(response, 200, job);
  }

  /** The commit: written (whole, then renamed into place) before the answer. */
  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const jobs = this.list().map(({ payload: _payload, ...job }) => job);
    // A temporary file of this process's own: sandboxes of parallel test runs share DATA_DIR.
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(jobs));
    renameSync(temporary, this.file);
  }

  /**
   * A committed job's answer: late when told to be slow (a crash of the caller in the meantime
   * leaves the job filed and unanswered), or none at all when told to drop the connection.
   */
  private async answer(
    response: ServerResponse,
    status: number,
    job: SandboxNoticeJob,
  ): Promise<void> {
    if (this.take('slow')) await sleep(this.behaviour.delayMs ?? 3000);
    if (this.take('drop_after_commit')) {
      response.socket?.destroy();
      return;
    }
    send(response, status, { directNo: job.directNo });
  }

  /** Applies fail; true when the call was answered (failed) already. */
  private misbehaves(response: ServerResponse): boolean {
    if (!this.take('fail')) return false;
    const { message, status } = this.behaviour;
    send(response, status ?? 503, errors(message ?? 'The provider is unavailable.'));
    return true;
  }

  private take(next: SandboxBehaviour['next']): boolean {
    if (this.behaviour.next !== next || this.behaviour.times <= 0) return false;
    this.behaviour.times -= 1;
    return true;
  }

  /** The few checks a real provider makes before it files a job. */
  private problemOf(body: unknown): string | null {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return 'The body must be a JSON object (the import payload).';
    }
    const { job_id, cnt_id, div_id } = body as Record<string, unknown>;
    if (typeof job_id !== 'string' || job_id === '') return 'job_id is required.';
    if (!this.data.contacts.some((contact) => String(contact.CNT_ID) === cnt_id)) {
      return `Contact ${String(cnt_id)} is not a contact of this client.`;
    }
    if (!this.data.locations.some((location) => String(location.DIV_ID) === div_id)) {
      return `Location ${String(div_id)} is not a division of this client.`;
    }
    return null;
  }
}

function idempotencyKey(request: IncomingMessage): string | null {
  const header = request.headers[PROVIDER_IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  return key && KEY.test(key) ? key : null;
}
