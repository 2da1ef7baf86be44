import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import type { Options } from 'pino-http';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { loadConfig } from '../config/app-config';
import { loggerOptions } from '../http/logger-options';

/** What the app's request logger writes for one request with this body (parsed as the app does). */
async function logged(path: string, body: object, headers: Record<string, string> = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' })).pinoHttp as Options;
  const logger = pinoHttp(options, sink);
  const server = createServer((req, res) => {
    // The body as the JSON parser leaves it, and the query as express parses it.
    Object.assign(req, {
      body,
      query: Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams),
    });
    logger(req, res);
    req.log.info({ req }, 'handled');
    res.end('ok');
  });
  await request(server).post(path).set(headers).send(body);
  return lines.join('');
}

describe('request logs', () => {
  it('never hold the passwords or the reset code of the auth and settings calls', async () => {
    const secrets = {
      password: 'secret-password-1',
      new_pass: 'secret-password-2',
      confirm_pass: 'secret-password-3',
      current: 'secret-password-4',
      reset_code: 'secret-code-5',
    };
    const output = await logged('/api/v1/auth/reset', secrets);
    for (const secret of Object.values(secrets)) expect(output).not.toContain(secret);
  });

  it('never hold the code of a reset link, in the address or in the referer', async () => {
    const output = await logged(
      '/reset?code=secret-code-6%7Cuser%40example.com',
      {},
      { Referer: 'http://localhost:3000/reset?code=secret-code-7%7Cuser%40example.com' },
    );
    expect(output).toContain('/reset?code=[redacted]');
    expect(output).not.toContain('secret-code');
  });
});
