import type { CreatedApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { API, type Auth } from '../../testing/api-base';
import type { TestApp } from '../../testing/test-app';

export const tokensPath = (companyId: string) => `${API}/company/${companyId}/api-tokens`;

export const bearer = (secret: string): Auth => ({ Authorization: `Bearer ${secret}` });

/** A new token of the admin's company, made through the API as the company page makes it. */
export async function createToken(
  t: TestApp,
  admin: Auth,
  companyId: string,
  permissions: PermissionName[],
  expires_at: string | null = null,
): Promise<CreatedApiTokenDto> {
  const answer = await t.http
    .post(tokensPath(companyId))
    .set(admin)
    .send({ name: `Token ${permissions.join(' ')}`, permissions, expires_at });
  if (answer.status !== 201)
    throw new Error(`Creating a token failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as CreatedApiTokenDto;
}
