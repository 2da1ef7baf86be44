import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PROVIDER_API_KEY_HEADER,
  PROVIDER_CLIENT_PREFIX,
  PROVIDER_CONTACT_PRODUCT,
  type ProviderContact,
  type ProviderErrorBody,
} from '@job-intake/contracts/provider/provider-api';
import { SANDBOX_DATA, SANDBOX_SERVICE_KEY, type SandboxData } from './sandbox-data';

export interface ProviderSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  data?: SandboxData;
  serviceKey?: string;
}

export interface ProviderSandbox {
  /** Base URL to give the HTTP adapter, e.g. http://127.0.0.1:43117 */
  readonly url: string;
  readonly port: number;
  readonly serviceKey: string;
  close(): Promise<void>;
}

const CONTACTS = `/${PROVIDER_CLIENT_PREFIX}/client/2/contacts/json`;
const DIVISIONS = `/${PROVIDER_CLIENT_PREFIX}/client/2/divisions/json`;
const CONTACT_API_KEY = new RegExp(
  `^/cli/${PROVIDER_CONTACT_PRODUCT}rmation/1/contact/([^/]+)/json$`,
);
const DIGITS = /^\d{1,18}$/;

/**
 * A stand-in for the provider's second API that speaks its HTTP contract exactly (see
 * docs/decisions/0004-provider-api.md): plain node:http, seeded data, the API-key header checked
 * on every call. The application's key may call everything; a contact's personal key may read
 * contacts and locations but not other contacts' keys.
 */
export async function startProviderSandbox(
  options: ProviderSandboxOptions = {},
): Promise<ProviderSandbox> {
  const data = options.data ?? SANDBOX_DATA;
  const serviceKey = options.serviceKey ?? SANDBOX_SERVICE_KEY;
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    try {
      handle(request, response, data, serviceKey);
    } catch (error) {
      send(response, 500, errors(`The sandbox failed: ${(error as Error).message}`));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    serviceKey,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function handle(
  request: IncomingMessage,
  response: ServerResponse,
  data: SandboxData,
  serviceKey: string,
): void {
  const url = new URL(request.url ?? '/', 'http://sandbox');
  if (request.method !== 'GET') {
    response.setHeader('Allow', 'GET');
    return send(response, 405, errors(`${request.method} is not supported; use GET.`));
  }
  const key = request.headers[PROVIDER_API_KEY_HEADER.toLowerCase()];
  const presented = Array.isArray(key) ? key[0] : key;
  if (!presented) {
    return send(
      response,
      401,
      errors(`Missing API key: send it in the ${PROVIDER_API_KEY_HEADER} header.`),
    );
  }
  const isService = presented === serviceKey;
  if (!isService && !data.contacts.some((contact) => contact.apiKey === presented)) {
    return send(response, 401, errors('The API key is not valid.'));
  }

  if (url.pathname === DIVISIONS) {
    const cntId = url.searchParams.get('CNT_ID');
    if (cntId === null || cntId === '') return send(response, 200, data.locations);
    if (!DIGITS.test(cntId)) return send(response, 400, errors('CNT_ID must be a number.'));
    const contact = data.contacts.find((candidate) => candidate.CNT_ID === Number(cntId));
    const divisions = contact?.divisions ?? [];
    return send(
      response,
      200,
      data.locations.filter((location) => divisions.includes(location.DIV_ID)),
    );
  }

  if (url.pathname === CONTACTS) {
    const divId = url.searchParams.get('DIV_ID');
    if (divId !== null && divId !== '' && !DIGITS.test(divId)) {
      return send(response, 400, errors('DIV_ID must be a number.'));
    }
    const contacts = data.contacts.filter(
      (contact) => divId === null || divId === '' || contact.divisions.includes(Number(divId)),
    );
    return send(
      response,
      200,
      contacts.map(({ CNT_ID, CONTACT }): ProviderContact => ({ CNT_ID, CONTACT })),
    );
  }

  const apiKeyMatch = CONTACT_API_KEY.exec(url.pathname);
  if (apiKeyMatch) {
    if (!isService) {
      return send(response, 403, errors("This API key may not read contacts' API keys."));
    }
    const cntId = decodeURIComponent(apiKeyMatch[1] ?? '');
    if (!DIGITS.test(cntId)) return send(response, 400, errors('The contact id must be a number.'));
    const contact = data.contacts.find((candidate) => candidate.CNT_ID === Number(cntId));
    if (!contact) return send(response, 404, errors(`Contact ${cntId} was not found.`));
    if (!contact.apiKey) {
      return send(response, 404, errors(`No API key has been issued to contact ${cntId}.`));
    }
    return send(response, 200, { api_key: contact.apiKey });
  }

  return send(response, 404, errors(`No such endpoint: ${url.pathname}`));
}

function errors(message: string): ProviderErrorBody {
  return { errors: [{ message }] };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
