import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtMail } from '@job-intake/contracts/identity/mail-api';
import { onPreferredPort } from '../shared/local-http-server';

const HOST = '127.0.0.1';
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * The development and default e-mail "server": an SMTP server on 127.0.0.1 that accepts every
 * message and keeps it as `<id>.eml` (the raw message) and `<id>.json` (parsed) in a folder,
 * instead of delivering it. Used when no SMTP_URL is configured.
 */
export class LocalMailCatcher {
  private server?: SMTPServer;
  private listeningPort?: number;

  constructor(private readonly folder: string) {}

  /** Listens on `preferredPort`, or on a free port when that one is taken; returns the port. */
  async start(preferredPort: number): Promise<number> {
    this.listeningPort = await onPreferredPort(preferredPort, (port) => this.listen(port));
    return this.listeningPort;
  }

  get port(): number {
    if (this.listeningPort === undefined)
      throw new Error('The local e-mail catcher is not started');
    return this.listeningPort;
  }

  get smtpUrl(): string {
    return `smtp://${HOST}:${this.port}`;
  }

  /** Every caught message, newest first. */
  async list(): Promise<CaughtMail[]> {
    const files = (await readdir(this.folder).catch(() => [])).filter((file) =>
      file.endsWith('.json'),
    );
    const messages = await Promise.all(
      files.map(
        async (file) => JSON.parse(await readFile(join(this.folder, file), 'utf8')) as CaughtMail,
      ),
    );
    return messages.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private listen(port: number): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: MAX_MESSAGE_BYTES,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.store(Buffer.concat(chunks), recipients).then(() => callback(), callback);
        });
      },
    });
    // Without a listener, a socket error would be thrown as an uncaught 'error' event.
    server.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.server.once('error', onError);
      server.listen(port, HOST, () => {
        server.server.removeListener('error', onError);
        this.server = server;
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  }

  private async store(raw: Buffer, envelopeTo: string[]): Promise<void> {
    const parsed = await simpleParser(raw);
    const date = new Date();
    const id = `${date.getTime()}-${randomUUID().slice(0, 8)}`;
    const to = addresses(parsed.to);
    const mail: CaughtMail = {
      id,
      from: parsed.from?.text ?? '',
      to: to.length > 0 ? to : envelopeTo,
      subject: parsed.subject ?? '',
      date: (parsed.date ?? date).toISOString(),
      text: parsed.text ?? '',
    };
    await mkdir(this.folder, { recursive: true, mode: 0o755 });
    await writeFile(join(this.folder, `${id}.eml`), raw);
    // The .json appears last and whole (renamed into place): a listing never reads half a file.
    const temporary = join(this.folder, `${id}.json.tmp`);
    await writeFile(temporary, JSON.stringify(mail, null, 2));
    await rename(temporary, join(this.folder, `${id}.json`));
  }
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) =>
    object.value.map((entry) => entry.address).filter((address): address is string => !!address),
  );
}
