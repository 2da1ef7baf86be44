/**
 * An in-memory fake of a company's API tokens (contracts/src/integrations/api-tokens-api.ts),
 * made fresh by each test that serves it: the body checked by the contracts' schema as the server
 * checks it, the secret answered once, revoke answered 204 (404 for an unknown token).
 */
import type {
  ApiTokenDto,
  CreatedApiTokenDto,
} from '@job-intake/contracts/integrations/api-tokens-api';
import { createApiTokenSchema } from '@job-intake/contracts/integrations/api-tokens.schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { problem } from './problem';
import { server } from './server';

export interface ApiTokensFake {
  readonly tokens: ApiTokenDto[];
  /** The bodies the app sent to POST, in order. */
  readonly created: unknown[];
}

export const FAKE_SECRET = 'jit_QmFrZWQtaW4tdGVzdHMtb25seS1zZWNyZXQtdmFsdWU';

/** Serves the tokens of `companyId`, created by `creator`, starting with `seeded`. */
export function serveApiTokens(
  companyId: string,
  creator: { id: string; name: string },
  seeded: ApiTokenDto[] = [],
): ApiTokensFake {
  const fake = { tokens: [...seeded], created: [] as unknown[] };
  const path = apiUrl(`/company/${companyId}/api-tokens`);
  server.use(
    http.get(path, () => HttpResponse.json(fake.tokens)),
    http.post(path, async ({ request }) => {
      const body: unknown = await request.json();
      fake.created.push(body);
      const parsed = createApiTokenSchema.safeParse(body);
      if (!parsed.success) return problem(400, parsed.error.issues[0]!.message);
      const token: ApiTokenDto = {
        id: `token-${fake.tokens.length + 1}`,
        name: parsed.data.name,
        permissions: parsed.data.permissions,
        hint: FAKE_SECRET.slice(0, 10),
        created_at: new Date().toISOString(),
        created_by: creator,
        expires_at: parsed.data.expires_at ?? null,
        last_used_at: null,
        revoked_at: null,
      };
      fake.tokens.unshift(token);
      const answer: CreatedApiTokenDto = { token, secret: FAKE_SECRET };
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.delete(`${path}/:tokenId`, ({ params }) => {
      const token = fake.tokens.find((candidate) => candidate.id === params.tokenId);
      if (!token) return problem(404, 'API token not found');
      token.revoked_at ??= new Date().toISOString();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return fake;
}
