import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PROVIDER_API_KEY_HEADER } from '@job-intake/contracts/provider/provider-api';
import { providerImportPaths } from '@job-intake/contracts/provider/provider-import';
import {
  DIRECT_NO_PLACEHOLDER,
  SANDBOX_NOTICE_PAGE,
} from '@job-intake/contracts/provider/provider-portal';
import { listenLocally } from '../../shared/local-http-server';
import { handleControl } from './sandbox-controls';
import { SANDBOX_DATA, SANDBOX_SERVICE_KEY, type SandboxData } from './sandbox-data';
import { errors, readJsonBody, send } from './sandbox-http';
import { SandboxImports } from './sandbox-imports';
import { handleLookup } from './sandbox-lookups';
import { sendNoticePage } from './sandbox-notice-page';

export interface ProviderSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  data?: SandboxData;
  serviceKey?: string;
  /** Where the filed jobs are kept across restarts; in memory only when unset. */
  importsFile?: string;
}

export interface ProviderSandbox {
  /** Base URL to give the HTTP adapter, e.g. http://127.0.0.1:43117 */
  readonly url: string;
  readonly port: number;
  readonly serviceKey: string;
  close(): Promise<void>;
}

/**
 * A stand-in for the provider's second API that speaks its HTTP contract exactly (see
 * docs/decisions/0004-provider-api.md): plain node:http, seeded data, the API-key header checked
 * on every call. The application's key may call everything; a contact's personal key may read
 * contacts and locations but not other contacts' keys. It files imported jobs once per
 * idempotency key (sandbox-imports.ts) and has controls of its own under /__sandbox/
 * (sandbox-controls.ts) that make the import calls fail, slow or drop the connection.
 */
export async function startProviderSandbox(
  options: ProviderSandboxOptions = {},
): Promise<ProviderSandbox> {
  const data = options.data ?? SANDBOX_DATA;
  const serviceKey = options.serviceKey ?? SANDBOX_SERVICE_KEY;
  const host = options.host ?? '127.0.0.1';
  const imports = new SandboxImports(data, options.importsFile);
  const server = createServer((request, response) => {
    handle(request, response, data, serviceKey, imports).catch((error: unknown) => {
      if (!response.headersSent) {
        send(response, 500, errors(`The sandbox failed: ${(error as Error).message}`));
      }
    });
  });
  const { url, port, close } = await listenLocally(server, options.port ?? 0, host);
  return { url, port, serviceKey, close };
}

const IMPORT_BY_KEY = new RegExp(`^${providerImportPaths.imports}/([^/]+)$`);
const NOTICE_PAGE = new RegExp(
  `^${SANDBOX_NOTICE_PAGE.replace(DIRECT_NO_PLACEHOLDER, '([^/]+)')}$`,
);

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  data: SandboxData,
  serviceKey: string,
  imports: SandboxImports,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://sandbox');
  if (await handleControl(request, response, url.pathname, imports)) return;
  // The portal's page is for a browser, which sends no API key.
  const notice = request.method === 'GET' ? NOTICE_PAGE.exec(url.pathname) : null;
  if (notice)
    return sendNoticePage(response, imports.byDirectNo(decodeURIComponent(notice[1] ?? '')));
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
  if (url.pathname === providerImportPaths.imports && request.method === 'POST') {
    const read = await readJsonBody(request);
    if ('problem' in read) return send(response, 400, errors(read.problem));
    return imports.create(request, response, read.body);
  }
  if (request.method !== 'GET') {
    response.setHeader('Allow', 'GET');
    return send(response, 405, errors(`${request.method} is not supported; use GET.`));
  }
  const byKey = IMPORT_BY_KEY.exec(url.pathname);
  if (byKey) return imports.find(response, decodeURIComponent(byKey[1] ?? ''));
  if (handleLookup(url, response, data, isService)) return;
  send(response, 404, errors(`No such endpoint: ${url.pathname}`));
}
