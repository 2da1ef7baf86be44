import type { ServerResponse } from 'node:http';
import {
  PROVIDER_CLIENT_PREFIX,
  PROVIDER_CONTACT_PRODUCT,
  type ProviderContact,
} from '@job-intake/contracts/provider/provider-api';
import type { SandboxData } from './sandbox-data';
import { errors, send } from './sandbox-http';

const CONTACTS = `/${PROVIDER_CLIENT_PREFIX}/client/2/contacts/json`;
const DIVISIONS = `/${PROVIDER_CLIENT_PREFIX}/client/2/divisions/json`;
const CONTACT_API_KEY = new RegExp(
  `^/cli/${PROVIDER_CONTACT_PRODUCT}rmation/1/contact/([^/]+)/json$`,
);
const DIGITS = /^\d{1,18}$/;

/**
 * The GET calls: locations (of a contact), contacts (of a location) and, for the application's
 * key only, a contact's API key. False when the path is none of them.
 */
export function handleLookup(
  url: URL,
  response: ServerResponse,
  data: SandboxData,
  isService: boolean,
): boolean {
  const answer = (status: number, content: unknown): true => {
    send(response, status, content);
    return true;
  };
  if (url.pathname === DIVISIONS) {
    const cntId = url.searchParams.get('CNT_ID');
    if (cntId === null || cntId === '') return answer(200, data.locations);
    if (!DIGITS.test(cntId)) return answer(400, errors('CNT_ID must be a number.'));
    const contact = data.contacts.find((candidate) => candidate.CNT_ID === Number(cntId));
    const divisions = contact?.divisions ?? [];
    return answer(
      200,
      data.locations.filter((location) => divisions.includes(location.DIV_ID)),
    );
  }

  if (url.pathname === CONTACTS) {
    const divId = url.searchParams.get('DIV_ID');
    if (divId !== null && divId !== '' && !DIGITS.test(divId)) {
      return answer(400, errors('DIV_ID must be a number.'));
    }
    const contacts = data.contacts.filter(
      (contact) => divId === null || divId === '' || contact.divisions.includes(Number(divId)),
    );
    return answer(
      200,
      contacts.map(({ CNT_ID, CONTACT }): ProviderContact => ({ CNT_ID, CONTACT })),
    );
  }

  const apiKeyMatch = CONTACT_API_KEY.exec(url.pathname);
  if (apiKeyMatch) {
    if (!isService) {
      return answer(403, errors("This API key may not read contacts' API keys."));
    }
    const cntId = decodeURIComponent(apiKeyMatch[1] ?? '');
    if (!DIGITS.test(cntId)) return answer(400, errors('The contact id must be a number.'));
    const contact = data.contacts.find((candidate) => candidate.CNT_ID === Number(cntId));
    if (!contact) return answer(404, errors(`Contact ${cntId} was not found.`));
    if (!contact.apiKey) {
      return answer(404, errors(`No API key has been issued to contact ${cntId}.`));
    }
    return answer(200, { api_key: contact.apiKey });
  }

  return false;
}
