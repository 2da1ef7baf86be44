import { createApiTokenSchema } from '@job-intake/contracts/integrations/api-tokens.schema';
import type { CreateApiTokenRequest } from '@job-intake/contracts/integrations/api-tokens-api';
import { z } from 'zod';

/**
 * The Create token form: the request's name and permissions rules (contracts), and the expiry
 * as the date field holds it ('' for never); the token works through the chosen day.
 */
export const tokenFormSchema = createApiTokenSchema
  .omit({ expires_at: true })
  .extend({ expires_on: z.string() });

export type TokenFormValues = z.infer<typeof tokenFormSchema>;

export const EMPTY_TOKEN_FORM: TokenFormValues = { name: '', permissions: [], expires_on: '' };

export function tokenRequest({
  name,
  permissions,
  expires_on,
}: TokenFormValues): CreateApiTokenRequest {
  return {
    name: name.trim(),
    permissions,
    expires_at: expires_on ? new Date(`${expires_on}T23:59:59.999`).toISOString() : null,
  };
}
