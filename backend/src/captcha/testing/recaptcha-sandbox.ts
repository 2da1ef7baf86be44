import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long Google accepts a token after the user solved the challenge. */
const TOKEN_TTL_MS = 2 * 60_000;

export interface RecaptchaSandbox {
  /** The siteverify URL to give the adapter (RECAPTCHA_VERIFY_URL). */
  readonly verifyUrl: string;
  readonly secret: string;
  /** A token as the widget hands one out after a solve; `solvedAt` to make an old one. */
  issueToken(solvedAt?: Date): string;
  /** The requests siteverify received, as form fields. */
  readonly requests: Record<string, string>[];
  close(): Promise<void>;
}

/**
 * A local server that speaks Google's siteverify contract
 * (https://developers.google.com/recaptcha/docs/verify): POST secret and response as a form,
 * answer {success, challenge_ts, hostname, error-codes}; a token is good once and for two minutes.
 */
export async function startRecaptchaSandbox(secret = 'sandbox-secret'): Promise<RecaptchaSandbox> {
  const tokens = new Map<string, { solvedAt: Date; used: boolean }>();
  const requests: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      requests.push(form);
      answer(response, request.method === 'POST' ? verify(form) : failure('bad-request'));
    });
  });
  const verify = (form: Record<string, string>) => {
    if (!form.secret) return failure('missing-input-secret');
    if (form.secret !== secret) return failure('invalid-input-secret');
    if (!form.response) return failure('missing-input-response');
    const token = tokens.get(form.response);
    if (!token) return failure('invalid-input-response');
    if (token.used || Date.now() - token.solvedAt.getTime() > TOKEN_TTL_MS)
      return failure('timeout-or-duplicate');
    token.used = true;
    return { success: true, challenge_ts: token.solvedAt.toISOString(), hostname: 'localhost' };
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    requests,
    issueToken: (solvedAt = new Date()) => {
      const token = `sandbox-${randomUUID()}`;
      tokens.set(token, { solvedAt, used: false });
      return token;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function failure(code: string) {
  return { success: false, 'error-codes': [code] };
}

function answer(response: ServerResponse, body: object): void {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}
