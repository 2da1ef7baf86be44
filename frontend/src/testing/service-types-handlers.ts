/**
 * An in-memory fake of the service types API (contracts/src/services/service-types-api.ts): the
 * company's types by text, answering as the server does for what the Services tab relies on
 * (the first type is the default, a new default takes the flag, a taken text is a 400, an
 * unknown type a 404). Tests call resetServiceTypes() after each test.
 */
import {
  SERVICE_TEXT_TAKEN,
  SERVICE_TYPE_NOT_FOUND,
  type ServiceTypeDto,
  sameServiceText,
} from '@job-intake/contracts/services/service-types-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { problem } from './problem';

let serviceTypes: ServiceTypeDto[] = [];
let nextId = 1;
/** The bodies the app sent to POST /service and PATCH /service/{id}, in order. */
export const serviceTypeRequests: { method: string; path: string; body: unknown }[] = [];

export function resetServiceTypes() {
  serviceTypes = [];
  nextId = 1;
  serviceTypeRequests.length = 0;
}

/** Adds a type as the server would hold it. */
export function seedServiceType(type: Omit<ServiceTypeDto, 'id'>): ServiceTypeDto {
  const seeded = { id: `service-${nextId++}`, ...type };
  serviceTypes.push(seeded);
  return seeded;
}

async function recorded(request: Request): Promise<Partial<ServiceTypeDto>> {
  const body = (await request.clone().json()) as Partial<ServiceTypeDto>;
  serviceTypeRequests.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

const taken = (text: string | undefined, id?: string) =>
  text !== undefined && serviceTypes.some((t) => t.id !== id && sameServiceText(t.text, text));

function saved(type: ServiceTypeDto): ServiceTypeDto {
  if (type.default) serviceTypes = serviceTypes.map((t) => ({ ...t, default: t.id === type.id }));
  return serviceTypes.find(({ id }) => id === type.id)!;
}

export const serviceTypesHandlers = [
  http.get(apiUrl('/services'), () =>
    HttpResponse.json<ServiceTypeDto[]>(
      [...serviceTypes].sort((a, b) => a.text.localeCompare(b.text)),
    ),
  ),

  http.post(apiUrl('/service'), async ({ request }) => {
    const body = await recorded(request);
    if (!body.text?.trim()) return problem(400, 'text should not be empty');
    if (taken(body.text)) return problem(400, SERVICE_TEXT_TAKEN);
    const first = serviceTypes.length === 0;
    const type = seedServiceType({
      text: body.text.trim(),
      lien_direct: body.lien_direct ?? false,
      default: first || (body.default ?? false),
      status: body.status ?? 'active',
    });
    return HttpResponse.json<ServiceTypeDto>(saved(type), { status: 201 });
  }),

  http.patch<{ id: string }>(apiUrl('/service/:id'), async ({ params, request }) => {
    const body = await recorded(request);
    const index = serviceTypes.findIndex(({ id }) => id === params.id);
    if (index < 0) return problem(404, SERVICE_TYPE_NOT_FOUND);
    if (taken(body.text, params.id)) return problem(400, SERVICE_TEXT_TAKEN);
    serviceTypes[index] = { ...serviceTypes[index]!, ...body };
    return HttpResponse.json<ServiceTypeDto>(saved(serviceTypes[index]));
  }),

  http.delete<{ id: string }>(apiUrl('/service/:id'), ({ params }) => {
    if (!serviceTypes.some(({ id }) => id === params.id)) {
      return problem(404, SERVICE_TYPE_NOT_FOUND);
    }
    serviceTypes = serviceTypes.filter(({ id }) => id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
