import { z } from 'zod';
import {
  isEmail,
  USER_API_KEY_MAX_LENGTH,
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from './users-api';
import { isSingleLine, singleLineMessage } from '../text/single-line';

export const USER_EMAIL_INVALID_MESSAGE = 'Enter a valid e-mail address, like name@example.com.';

/**
 * The Add User / Edit User dialog as its inputs hold it. `role` may be empty while the dialog
 * offers a default role; `remove_key` drops a saved API key.
 */
export const userSchema = z.object({
  name: z
    .string()
    .trim()
    .max(USER_NAME_MAX_LENGTH)
    .refine((name) => name.trim() !== '', 'Enter a name.')
    .refine(isSingleLine, singleLineMessage('The name')),
  email: z
    .string()
    .max(USER_EMAIL_MAX_LENGTH, USER_EMAIL_INVALID_MESSAGE)
    .refine(isEmail, USER_EMAIL_INVALID_MESSAGE),
  cnt_id: z.string(),
  api_key: z.string().max(USER_API_KEY_MAX_LENGTH),
  remove_key: z.boolean(),
  role: z.string(),
});

export type UserValues = z.infer<typeof userSchema>;
