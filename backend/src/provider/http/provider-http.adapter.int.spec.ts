import {
  PROVIDER_API_KEY_HEADER,
  providerPaths,
} from '@job-intake/contracts/provider/provider-api';
import { type ProviderSandbox, startProviderSandbox } from '../sandbox/provider-sandbox.server';
import { SANDBOX_SERVICE_KEY } from '../sandbox/sandbox-data';
import { failure, listen, urlOf } from '../testing/provider-test-helpers';
import { ProviderHttpAdapter } from './provider-http.adapter';

/** The real HTTP adapter against the local sandbox (and a few misbehaving servers). */
describe('ProviderHttpAdapter', () => {
  let sandbox: ProviderSandbox;
  let provider: ProviderHttpAdapter;
  beforeAll(async () => {
    sandbox = await startProviderSandbox();
    provider = adapterFor(sandbox.url);
  });
  afterAll(() => sandbox.close());

  const adapterFor = (baseUrl: string, serviceKey = SANDBOX_SERVICE_KEY, timeoutMs = 2000) =>
    new ProviderHttpAdapter({ baseUrl, serviceKey, timeoutMs });

  describe('happy path', () => {
    it('lists every location, inactive ones included', async () => {
      const locations = await provider.listDivisions();
      expect(locations).toHaveLength(5);
      expect(locations[0]).toEqual({
        DIV_ID: 5001,
        cli_no: 'C-100200',
        COMPANY: 'Demo Construction Co.',
        COMPANY2: 'Main Office',
        MAINCITY: 'Cleveland',
        MAINSTATE: 'OH',
        ACTIVE: 1,
        cust1_lbl: 'Branch Code',
        cust1: 'CLE',
      });
      expect(locations.filter((location) => location.ACTIVE === 0).map((l) => l.DIV_ID)).toEqual([
        5004, 5005,
      ]);
    });

    it("lists one contact's locations (divisions?CNT_ID=)", async () => {
      const locations = await provider.listDivisions({ cntId: '100245' });
      expect(locations.map((location) => location.DIV_ID)).toEqual([5001, 5002]);
      expect(await provider.listDivisions({ cntId: '424242' })).toEqual([]);
    });

    it("lists one location's contacts (contacts?DIV_ID=)", async () => {
      expect(await provider.listContacts({ divId: 5002 })).toEqual([
        { CNT_ID: 100200, CONTACT: 'Dana Default' },
        { CNT_ID: 100245, CONTACT: 'Rita Reviewer' },
        { CNT_ID: 100250, CONTACT: 'Omar Ortiz' },
      ]);
      expect((await provider.listContacts()).length).toBe(7);
    });

    it("calls with the user's personal key when one is given", async () => {
      const contacts = await provider.listContacts({ apiKey: 'demo-api-key-100245', divId: 5003 });
      expect(contacts.map((contact) => contact.CNT_ID)).toEqual([100200, 100251]);
    });

    it("looks up the demo reviewer's API key through the contact API", async () => {
      expect(await provider.lookupContactApiKey('100245')).toBe('demo-api-key-100245');
    });

    it('respects a path in the base URL', async () => {
      const seen: string[] = [];
      const server = await listen((request, response) => {
        seen.push(request.url ?? '');
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('[]');
      });
      try {
        await adapterFor(`${urlOf(server)}/provider-api`).listContacts({ divId: 7 });
        expect(seen).toEqual([`/provider-api${providerPaths.contacts}?DIV_ID=7`]);
      } finally {
        server.close();
      }
    });
  });

  describe('refusals', () => {
    it('reports an unknown contact with the contact API message', async () => {
      const error = await failure(provider.lookupContactApiKey('999999'));
      expect(error.kind).toBe('not_found');
      expect(error.message).toBe('Contact 999999 was not found.');
    });

    it('reports a contact without a key', async () => {
      const error = await failure(provider.lookupContactApiKey('100247'));
      expect(error).toMatchObject({
        kind: 'not_found',
        message: 'No API key has been issued to contact 100247.',
      });
    });

    it('answers 401 without the API-key header (raw HTTP)', async () => {
      const answer = await fetch(`${sandbox.url}${providerPaths.divisions}`);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        errors: [{ message: `Missing API key: send it in the ${PROVIDER_API_KEY_HEADER} header.` }],
      });
    });

    it('turns a missing key into a rejected-key error', async () => {
      const error = await failure(adapterFor(sandbox.url, '').listDivisions());
      expect(error.kind).toBe('rejected_key');
      expect(error.status).toBe(401);
      expect(error.message).toMatch(
        /refused the API key while fetching the locations: Missing API key/,
      );
    });

    it('turns a wrong key into a rejected-key error that does not echo the key', async () => {
      const error = await failure(adapterFor(sandbox.url, 'not-a-key').listContacts());
      expect(error).toMatchObject({ kind: 'rejected_key', status: 401 });
      expect(error.message).toContain('The API key is not valid.');
      expect(error.message).not.toContain('not-a-key');
    });

    it("refuses a personal key on the contact API (only the application's key may read keys)", async () => {
      const answer = await fetch(`${sandbox.url}${providerPaths.contactApiKey('100245')}`, {
        headers: { [PROVIDER_API_KEY_HEADER]: 'demo-api-key-100245' },
      });
      expect(answer.status).toBe(403);
    });

    it('reports a 200 answer carrying errors[] as not found', async () => {
      const server = await listen((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ message: 'Contact is inactive.' }] }));
      });
      try {
        const error = await failure(adapterFor(urlOf(server)).lookupContactApiKey('1'));
        expect(error).toMatchObject({ kind: 'not_found', message: 'Contact is inactive.' });
      } finally {
        server.close();
      }
    });
  });

  describe('a provider that is down or misbehaves', () => {
    it('reports a server that is not running', async () => {
      const stopped = await startProviderSandbox();
      await stopped.close();
      const error = await failure(adapterFor(stopped.url).listDivisions());
      expect(error.kind).toBe('unavailable');
      expect(error.message).toBe(
        `The provider's API (${stopped.url}) could not be reached while fetching the locations (ECONNREFUSED).`,
      );
    });

    it('gives up after the timeout', async () => {
      const server = await listen(() => undefined); // never answers
      try {
        const error = await failure(adapterFor(urlOf(server), 'k', 200).listContacts());
        expect(error.kind).toBe('unavailable');
        expect(error.message).toMatch(/did not answer within 200 ms while fetching the contacts/);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });

    it.each([
      [500, '{"errors":[{"message":"database down"}]}', 'unavailable', /HTTP 500: database down/],
      [200, '<html>maintenance</html>', 'bad_response', /other than JSON/],
      [200, '[{"CNT_ID":"abc"}]', 'bad_response', /unexpected shape .* at 0\.CNT_ID/],
      [
        400,
        '{"errors":[{"message":"DIV_ID must be a number."}]}',
        'invalid',
        /^DIV_ID must be a number\.$/,
      ],
    ])('answers HTTP %i %s as %s', async (status, body, kind, message) => {
      const server = await listen((_request, response) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body);
      });
      try {
        const error = await failure(adapterFor(urlOf(server)).listContacts());
        expect(error.kind).toBe(kind);
        expect(error.message).toMatch(message);
      } finally {
        server.close();
      }
    });
  });
});
