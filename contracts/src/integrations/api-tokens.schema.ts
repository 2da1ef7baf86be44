import { z } from 'zod';
import { PERMISSIONS, type PermissionName } from '../identity/permissions';
import { oneOfMessage } from '../text/rule-messages';
import { requestText } from '../text/request-text.schema';
import { API_TOKEN_NAME_MAX_LENGTH } from './api-tokens-api';

const PERMISSION_NAMES = PERMISSIONS.map((permission) => permission.name) as [
  PermissionName,
  ...PermissionName[],
];

const LIST_MESSAGE = 'permissions must be a list of permission names';

/**
 * The body of POST /company/{id}/api-tokens as the API checks it at the door, in its words; the
 * company page's form checks the same. Whether the creator holds the permissions and whether the
 * expiry lies ahead the server decides.
 */
export const createApiTokenSchema = z.object({
  name: requestText('name', API_TOKEN_NAME_MAX_LENGTH, {
    trim: true,
    singleLine: true,
    notText: 'string',
  }),
  permissions: z
    .array(
      z.enum(PERMISSION_NAMES, {
        errorMap: () => ({ message: oneOfMessage('each of permissions', PERMISSION_NAMES) }),
      }),
      { errorMap: () => ({ message: LIST_MESSAGE }) },
    )
    .min(1, 'permissions must name at least one permission')
    .refine(
      (names) => new Set(names).size === names.length,
      'permissions must not name a permission twice',
    ),
  expires_at: z
    .string({ errorMap: () => ({ message: 'expires_at must be a date and time (ISO 8601)' }) })
    .datetime({ offset: true, message: 'expires_at must be a date and time (ISO 8601)' })
    .nullable()
    .optional(),
});
