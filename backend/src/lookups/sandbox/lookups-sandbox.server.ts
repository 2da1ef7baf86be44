import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { readJsonBody, send } from '../../provider/sandbox/sandbox-http';
import { listenLocally } from '../../shared/local-http-server';
import { answerGoogle, type SandboxAnswer } from './google-maps.sandbox';
import { answerReportAll } from './reportall.sandbox';
import { SAMPLE_PLACES, type SamplePlace } from './sample-places';
import {
  type SandboxBehaviour,
  sandboxBehaviourSchema,
  SandboxBehaviours,
  type SandboxService,
} from './sandbox-behaviour';

export const SANDBOX_GEOCODING_KEY = 'sandbox-geocoding-key';
export const SANDBOX_PARCEL_KEY = 'sandbox-parcel-key';
/** POST a SandboxBehaviour to make the next calls misbehave; DELETE to answer normally again. */
export const SANDBOX_BEHAVIOUR_PATH = '/__sandbox/behaviour';

export interface LookupsSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  places?: readonly SamplePlace[];
}

export interface LookupsSandbox {
  /** The base URL of both services, e.g. http://127.0.0.1:43117 */
  readonly url: string;
  readonly geocodingKey: string;
  readonly parcelKey: string;
  behave(behaviour: SandboxBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the maps and parcel services on one local port, speaking their HTTP contracts
 * (Google's Places Autocomplete and Geocoding JSON, ReportAll's parcel API) over a bundled sample
 * of 40 addresses around the map's default centre: plain node:http, nothing from the internet.
 */
export async function startLookupsSandbox(
  options: LookupsSandboxOptions = {},
): Promise<LookupsSandbox> {
  const places = options.places ?? SAMPLE_PLACES;
  const host = options.host ?? '127.0.0.1';
  const behaviours = new SandboxBehaviours();
  const server = createServer((request, response) => {
    handle(request, response, places, behaviours).catch((error: unknown) => {
      if (!response.headersSent) {
        send(response, 500, { status: 'ERROR', message: `The sandbox failed: ${String(error)}` });
      }
    });
  });
  const { url, close } = await listenLocally(server, options.port ?? 0, host);
  return {
    url,
    geocodingKey: SANDBOX_GEOCODING_KEY,
    parcelKey: SANDBOX_PARCEL_KEY,
    behave: (behaviour) => behaviours.set(sandboxBehaviourSchema.parse(behaviour)),
    reset: () => behaviours.reset(),
    close,
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  places: readonly SamplePlace[],
  behaviours: SandboxBehaviours,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://sandbox');
  if (url.pathname === SANDBOX_BEHAVIOUR_PATH) return control(request, response, behaviours);
  if (request.method !== 'GET') {
    response.setHeader('Allow', 'GET');
    return send(response, 405, { status: 'ERROR', message: 'Use GET.' });
  }
  const services: [SandboxService, SandboxAnswer | null][] = [
    ['geocoding', answerGoogle(url.pathname, url.searchParams, places, SANDBOX_GEOCODING_KEY)],
    ['parcel', answerReportAll(url.pathname, url.searchParams, places, SANDBOX_PARCEL_KEY)],
  ];
  const found = services.find(([, answer]) => answer !== null);
  if (!found)
    return send(response, 404, { status: 'ERROR', message: `No such endpoint: ${url.pathname}` });
  const [service, answer] = found as [SandboxService, SandboxAnswer];
  const behaviour = behaviours.take(service);
  if (behaviour?.next === 'slow') await sleep(behaviour.delayMs ?? 2000);
  if (behaviour?.next === 'fail') {
    const status = service === 'geocoding' ? 'UNKNOWN_ERROR' : 'ERROR';
    return send(response, 500, { status, message: 'The sandbox was told to fail.' });
  }
  if (behaviour?.next === 'deny') {
    return service === 'geocoding'
      ? send(response, 200, {
          status: 'REQUEST_DENIED',
          error_message: 'The sandbox was told to deny.',
        })
      : send(response, 401, { status: 'ERROR', message: 'The sandbox was told to deny.' });
  }
  send(response, answer.status, answer.body);
}

async function control(
  request: IncomingMessage,
  response: ServerResponse,
  behaviours: SandboxBehaviours,
): Promise<void> {
  if (request.method === 'DELETE') {
    behaviours.reset();
    return send(response, 200, { status: 'OK' });
  }
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST, DELETE');
    return send(response, 405, { status: 'ERROR', message: 'Use POST or DELETE.' });
  }
  const read = await readJsonBody(request);
  const parsed = 'body' in read ? sandboxBehaviourSchema.safeParse(read.body) : undefined;
  if (!parsed?.success) {
    const problem = 'problem' in read ? read.problem : parsed?.error.issues[0]?.message;
    return send(response, 400, { status: 'ERROR', message: `Invalid behaviour: ${problem}` });
  }
  behaviours.set(parsed.data);
  send(response, 200, parsed.data);
}
