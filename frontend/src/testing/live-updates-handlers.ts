import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';

type StreamController = ReadableStreamDefaultController<Uint8Array>;

/** The open /job/{id}/live streams of the fake server, by job id. */
const streams = new Map<string, Set<StreamController>>();
const encoder = new TextEncoder();
const send = (controller: StreamController, text: string) =>
  controller.enqueue(encoder.encode(text));

/** Sends `changed` to the job's open streams, as the server does each time the job changes. */
export function pushJobChange(jobId: string, revision: number) {
  for (const controller of streams.get(jobId) ?? []) {
    send(controller, `event: changed\ndata: ${JSON.stringify({ revision })}\n\n`);
  }
}

/** Breaks the job's open streams, as a lost connection or a restarting server does. */
export function dropJobStreams(jobId: string) {
  for (const controller of streams.get(jobId) ?? []) controller.error(new TypeError('dropped'));
  streams.delete(jobId);
}

/** How many streams of the job are open. */
export function openJobStreams(jobId: string): number {
  return streams.get(jobId)?.size ?? 0;
}

/** GET /job/{id}/live: a stream that stays open, sending what the test pushes. */
export const liveUpdatesHandlers = [
  http.get<{ id: string }>(apiUrl('/job/:id/live'), ({ params, request }) => {
    const open = streams.get(params.id) ?? new Set<StreamController>();
    streams.set(params.id, open);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open.add(controller);
        send(controller, ': connected\n\n');
        // MSW tees mocked bodies, so the client's cancel does not reach here: its abort does.
        request.signal.addEventListener('abort', () => open.delete(controller));
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  }),
];
